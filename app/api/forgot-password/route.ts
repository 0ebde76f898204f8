import type { NextRequest } from 'next/server'

import { requestPasswordReset } from '@/lib/auth/password-reset'
import { limitResetLinkRequest } from '@/lib/auth/reset-link-limit'
import { requestLocale } from '@/lib/content/locale'
import { tooManyRequests } from '@/lib/security/rate-limit'
import { readJsonObject } from '@/lib/security/read-json'
import { rejectForeignRequest } from '@/lib/security/request-guard'

export async function POST(request: NextRequest) {
  const locale = requestLocale(request)
  const refused = await rejectForeignRequest(request, locale)
  if (refused) return refused
  const limited = await limitResetLinkRequest(request)
  if (!limited.allowed) return tooManyRequests(locale, limited.retryAfterSeconds)
  const read = await readJsonObject(request, locale)
  if (read.refused) return read.refused
  return requestPasswordReset(read.body, locale, request.nextUrl.origin)
}
