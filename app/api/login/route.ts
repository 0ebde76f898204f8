import type { NextRequest } from 'next/server'

import { signIn } from '@/lib/auth/login'
import { requestLocale } from '@/lib/content/locale'
import { readJsonObject } from '@/lib/security/read-json'
import { rateLimitKey, rateRuleFor, sharedRateLimiter, tooManyRequests } from '@/lib/security/rate-limit'
import { rejectForeignRequest } from '@/lib/security/request-guard'

/**
 * Besides the lock on each account, one address may not fail many times (RATE_LIMIT_LOGIN): that
 * would be someone trying passwords on many accounts. Successful sign-ins do not count.
 */
const FAILED_LOGIN_RULE = { limit: 20, windowSeconds: 600 }

export async function POST(request: NextRequest) {
  const locale = requestLocale(request)
  const refused = await rejectForeignRequest(request, locale)
  if (refused) return refused
  const limiter = sharedRateLimiter()
  const key = rateLimitKey(request, 'login')
  const rule = rateRuleFor('login', FAILED_LOGIN_RULE)
  const allowance = limiter.peek(key, rule)
  if (!allowance.allowed) return tooManyRequests(locale, allowance.retryAfterSeconds)
  const response = await signIn((await readJsonObject(request)) ?? {}, locale)
  if (response.status === 422) limiter.hit(key, rule)
  return response
}
