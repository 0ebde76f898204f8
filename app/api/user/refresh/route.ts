import type { NextRequest } from 'next/server'

import { refreshSession } from '@/lib/auth/refresh-session'
import { requestLocale } from '@/lib/content/locale'

export const POST = (request: NextRequest) => refreshSession(request, requestLocale(request))
