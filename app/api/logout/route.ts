import type { NextRequest } from 'next/server'

import { signOut } from '@/lib/auth/login'
import { requestLocale } from '@/lib/content/locale'
import { rejectForeignRequest } from '@/lib/security/request-guard'

export async function POST(request: NextRequest) {
  const locale = requestLocale(request)
  return (await rejectForeignRequest(request, locale)) ?? signOut(request, locale)
}
