import { AsyncLocalStorage } from 'node:async_hooks'

/** What every log line of one request carries. */
export type RequestContext = {
  requestId: string
  /** Set when the request failed because the database is away (lib/payload/database-away.ts). */
  databaseAway?: boolean
}

const KEY = Symbol.for('school-site.request-context')

/**
 * The request's context, shared through globalThis by server/server.mjs (which starts each request inside it) and
 * the logger in every bundle of the app.
 */
export function requestContext(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> }
  holder[KEY] ??= new AsyncLocalStorage<RequestContext>()
  return holder[KEY]
}
