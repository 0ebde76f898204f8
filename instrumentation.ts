import type { Instrumentation } from 'next'

import { databaseAwayLevel, markDatabaseAway } from './lib/payload/database-away'

/** Runs once when the server starts (Next.js). The work is Node-only; the edge build must not see it. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { onServerStart } = await import('./lib/server-start')
    await onServerStart()
  }
}

/**
 * Server errors of pages, route handlers and server actions (Next.js's onRequestError), logged as one structured
 * line through Payload's logger like every other: the request's id, the route and the address's path, never its
 * query or body. An error of an absent database first marks the request, before anything is awaited: Next.js awaits
 * this before it writes a route's 500, but not a page's, whose status follows soon after (upstream-workarounds/next/database-away.mjs).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const databaseAway = markDatabaseAway(error)
  const [{ payloadClient }, { loggableError }] = await Promise.all([import('./lib/payload/client'), import('./lib/payload/errors')])
  const payload = await payloadClient()
  const digest = (error as { digest?: unknown }).digest
  const requestId = request.headers['x-request-id']
  // While the database is away every request that needed it fails alike: an error line a minute, warnings between.
  payload.logger[databaseAway ? databaseAwayLevel() : 'error']({
    msg: databaseAway ? 'Database unavailable: answered 503' : 'Server error',
    requestId: typeof requestId === 'string' ? requestId : undefined,
    error: loggableError(error),
    digest: typeof digest === 'string' ? digest : undefined,
    method: request.method,
    path: request.path.split('?')[0],
    route: context.routePath,
    routeType: context.routeType,
  })
}
