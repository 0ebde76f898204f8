import { NextResponse } from 'next/server'
import { createLocalReq, refreshOperation } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { errorResponse } from '../api/responses'
import type { ItemEnvelope, Locale, RefreshedSession } from '../api/types'
import { payloadClient } from '../payload/client'
import { lockAccountSessions } from '../payload/keyed-lock'
import { rejectForeignRequest } from '../security/request-guard'
import { idleSecondsLeft } from './idle-sessions'
import { currentUser } from './session'

/**
 * POST /api/user/refresh, the timeout warning's "stay signed in": the request is a use of the session (for staff,
 * their idle time starts again) and Payload's own refresh gives it a new token of the full lifetime, with the cookie.
 * 401 when the session has ended already (signed out, unused too long, its token expired).
 */
export async function refreshSession(request: Request, locale: Locale): Promise<Response> {
  const refused = await rejectForeignRequest(request, locale)
  if (refused) return refused
  const user = await currentUser(request)
  if (!user?._sid) return errorResponse(locale, 401, 'signedOut')
  const payload = await payloadClient()
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  // Payload's refresh writes back all of the account's sessions from what it read: in the account's lock.
  const unlock = await lockAccountSessions(user.email)
  const token = await refreshOperation({ collection: payload.collections.users, req })
    .then((result) => result.refreshedToken)
    .finally(unlock)
  const response = NextResponse.json<ItemEnvelope<RefreshedSession>>({ data: { token, idle_ends_in: idleSecondsLeft(user) } })
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.append('Set-Cookie', generatePayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix, token }))
  return response
}
