import type { NextRequest } from 'next/server'

import { register } from '@/lib/registration/register'

export const POST = (request: NextRequest) => register(request)
