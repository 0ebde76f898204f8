import type { NextRequest } from 'next/server'

import { errorResponse, item } from '../api/responses'
import type { SignedInUser } from '../api/types'
import { requestLocale } from '../content/locale'
import { idleSecondsLeft } from './idle-sessions'
import { currentUser } from './session'

/**
 * GET /api/user: the account the request's bearer token (or session cookie) signs in, else 401. The header reads it
 * again when its tab regains focus, so that a session ended elsewhere (signed out on another device, timed out, the
 * account disabled) shows without a reload. Never stored by a cache: the answer is the caller's own. A staff
 * session's request counts as a use of it unless it sends `Session-Peek: 1` (what the timeout warning sends to learn
 * how long is left).
 */
export async function signedInUser(request: NextRequest): Promise<Response> {
  const user = await currentUser(request)
  const response = user ? item<SignedInUser>({ id: user.id, name: user.name, email: user.email, type: user.type, idle_ends_in: idleSecondsLeft(user) }) : await errorResponse(requestLocale(request), 401, 'signedOut')
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}
