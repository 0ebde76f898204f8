import type { Endpoint } from 'payload'

import { idleMinutes } from '../../../lib/auth/idle-minutes'
import { idleSecondsLeft } from '../../../lib/auth/idle-sessions'
import { fromOwnScript } from '../../../lib/security/own-script'

/**
 * How long the signed-in staff session has left before it ends unused, for the admin's timeout warning
 * (cms/admin/session-timeout.tsx): `{idleEndsIn, idleMinutes}`, 401 once it has ended. GET with `Session-Peek: 1`
 * only looks; POST (the warning's "stay signed in") is a use of the session, which starts its idle time again.
 */
const report: Endpoint['handler'] = async (req) => {
  if (!req.user) return Response.json({ message: req.t('error:unauthorized') }, { status: 401 })
  return Response.json({ idleEndsIn: idleSecondsLeft(req.user), idleMinutes: await idleMinutes(req.payload) }, { headers: { 'Cache-Control': 'private, no-store' } })
}

const stay: Endpoint['handler'] = async (req) => {
  if (!fromOwnScript(req.headers)) return Response.json({ message: req.t('error:notAllowedToPerformAction') }, { status: 403 })
  return report(req)
}

export const sessionEndpoints: Endpoint[] = [
  { path: '/session', method: 'get', handler: report },
  { path: '/session', method: 'post', handler: stay },
]
