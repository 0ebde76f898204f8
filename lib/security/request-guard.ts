import type { NextRequest } from 'next/server'

import type { Locale } from '../api/types'
import { errorResponse } from '../api/responses'

/**
 * State-changing calls must come from this site's own scripts: they carry X-Requested-With
 * and, when the browser sends an Origin, it is ours. Anything else is refused with 403.
 */
export async function rejectForeignRequest(request: NextRequest, locale: Locale) {
  const fromScript = request.headers.get('x-requested-with')?.toLowerCase() === 'xmlhttprequest'
  const origin = request.headers.get('origin')
  const sameOrigin = !origin || origin === request.nextUrl.origin || origin === siteOrigin(request)
  return fromScript && sameOrigin ? null : errorResponse(locale, 403, 'forbidden')
}

function siteOrigin(request: NextRequest): string {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  const protocol = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')
  return host ? `${protocol}://${host}` : request.nextUrl.origin
}
