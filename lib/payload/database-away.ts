import { requestContext } from '../logging/request-context'

type ErrorFields = { code?: unknown; address?: unknown; port?: unknown; message?: unknown; cause?: unknown; errors?: unknown }

/**
 * PostgreSQL's SQLSTATEs for a server that is going or not there yet: 57P01 admin shutdown, 57P02 crash shutdown,
 * 57P03 cannot connect now, and the 08 class (connection exception).
 */
const POSTGRES_AWAY = /^(57P0[123]|08[0-9A-Z]{3})$/
/** node-postgres's own words for a connection that ended under a query, or never opened in time. */
const POSTGRES_CONNECTION_LOST = /^Connection terminated\b/
/**
 * SQLite (libsql) with its disk full or failing, or still locked after the busy timeout (cms/db.ts): a state of the
 * machine, not of the request. Extended codes (`SQLITE_IOERR_WRITE`) included.
 */
const SQLITE_AWAY = /^SQLITE_(FULL|IOERR|BUSY)(_|$)/

/** Host and port of DATABASE_URL's PostgreSQL, the only address whose refusal means the database is away. */
function databaseAddress(): { host: string; port: number } | null {
  const url = process.env.DATABASE_URL
  if (!url || !/^postgres(ql)?:\/\//.test(url)) return null
  const { hostname, port } = new URL(url)
  return { host: hostname === 'localhost' ? '127.0.0.1' : hostname.replace(/^\[|\]$/g, ''), port: Number(port || 5432) }
}

function isAwayItself(error: ErrorFields): boolean {
  const code = typeof error.code === 'string' ? error.code : ''
  if (POSTGRES_AWAY.test(code) || SQLITE_AWAY.test(code)) return true
  if (typeof error.message === 'string' && POSTGRES_CONNECTION_LOST.test(error.message)) return true
  if (code !== 'ECONNREFUSED') return false
  // A refused connection to the mail server, S3 or Redis is theirs: only the database's own address counts.
  const database = databaseAddress()
  const address = error.address === '::1' || error.address === 'localhost' ? '127.0.0.1' : error.address
  return database !== null && address === database.host && error.port === database.port
}

/**
 * Whether `error` (or what it wraps: Drizzle's and Payload's `cause`, an AggregateError's `errors`) says the database
 * is unavailable for now, rather than that a query or its data was wrong. Narrow on purpose: a generic ECONNRESET may
 * be any service's.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false
  const fields = error as ErrorFields
  if (isAwayItself(fields)) return true
  if (Array.isArray(fields.errors) && fields.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(fields.cause, depth + 1)
}

/** Seconds a visitor is asked to wait before trying again (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * Marks the current request as failed by an absent database, so that server/server.mjs answers it with 503 and
 * Retry-After instead of Next.js's 500 (server/database-away.mjs). Called by instrumentation's onRequestError, which
 * Next.js awaits before it writes its 500.
 */
export function markDatabaseAway(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false
  const context = requestContext().getStore()
  if (context) context.databaseAway = true
  return true
}
