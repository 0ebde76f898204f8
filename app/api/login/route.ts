import type { NextRequest } from 'next/server'

import { signIn } from '@/lib/auth/login'
import { countSignInFailure, signInAllowance } from '@/lib/auth/sign-in-budget'
import { requestLocale } from '@/lib/content/locale'
import { tooManyRequests } from '@/lib/security/rate-limit'
import { readJsonObject } from '@/lib/security/read-json'
import { rejectForeignRequest } from '@/lib/security/request-guard'

export async function POST(request: NextRequest) {
  const locale = requestLocale(request)
  const refused = await rejectForeignRequest(request, locale)
  if (refused) return refused
  const allowance = await signInAllowance(request)
  if (!allowance.allowed) return tooManyRequests(locale, allowance.retryAfterSeconds)
  const read = await readJsonObject(request, locale)
  if (read.refused) return read.refused
  const response = await signIn(read.body, locale)
  if (response.status === 422) await countSignInFailure(request)
  return response
}
