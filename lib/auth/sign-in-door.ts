import type { NextRequest, NextResponse } from 'next/server'

import type { Locale } from '../api/types'
import { requestLocale } from '../content/locale'
import { tooManyRequests } from '../security/rate-limit'
import { readJsonObject } from '../security/read-json'
import { rejectForeignRequest } from '../security/request-guard'
import { countSignInFailure, signInAllowance } from './sign-in-budget'

/**
 * POST handler of a call that checks a password (sign-in, application status): from the site's own
 * script, within the address's budget of failed sign-ins, a JSON body; every refusal (422) counts
 * against that budget.
 */
export const signInDoor =
  (check: (body: Record<string, unknown>, locale: Locale, request: Request) => Promise<NextResponse>) =>
  async (request: NextRequest): Promise<Response> => {
    const locale = requestLocale(request)
    const refused = await rejectForeignRequest(request, locale)
    if (refused) return refused
    const allowance = await signInAllowance(request)
    if (!allowance.allowed) return tooManyRequests(locale, allowance.retryAfterSeconds)
    const read = await readJsonObject(request, locale)
    if (read.refused) return read.refused
    const response = await check(read.body, locale, request)
    if (response.status === 422) await countSignInFailure(request)
    return response
  }
