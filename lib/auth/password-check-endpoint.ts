import type { NextRequest, NextResponse } from 'next/server'

import type { Locale } from '../api/types'
import { requestLocale } from '../content/locale'
import { tooManyRequests } from '../security/rate-limit'
import { readJsonObject } from '../security/read-json'
import { rejectForeignRequest } from '../security/request-guard'
import { countSignInFailure, signInAllowance } from './sign-in-budget'

type BodyCheck = (body: Record<string, unknown>, locale: Locale, request: Request) => Promise<NextResponse>

/**
 * POST handler of a call that checks a password (sign-in, application status): from the site's own
 * script, within the address's budget of failed sign-ins, a JSON body; every refusal (422) of `check` counts
 * against that budget. `refuseUnreadable` answers input no proof could be read from (a mistyped date) first, uncounted.
 */
export const passwordCheckEndpoint =
  (check: BodyCheck, refuseUnreadable?: (body: Record<string, unknown>, locale: Locale) => Promise<NextResponse | null>) =>
  async (request: NextRequest): Promise<Response> => {
    const locale = requestLocale(request)
    const refused = await rejectForeignRequest(request, locale)
    if (refused) return refused
    const allowance = await signInAllowance(request)
    if (!allowance.allowed) return tooManyRequests(locale, allowance.retryAfterSeconds)
    const read = await readJsonObject(request, locale)
    if (read.refused) return read.refused
    const unreadable = await refuseUnreadable?.(read.body, locale)
    if (unreadable) return unreadable
    const response = await check(read.body, locale, request)
    if (response.status === 422) await countSignInFailure(request)
    return response
  }
