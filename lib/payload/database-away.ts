import { parse } from 'pg-connection-string'

import { requestContext } from '../logging/request-context'

type ErrorFields = { code?: unknown; address?: unknown; port?: unknown; message?: unknown; cause?: unknown; errors?: unknown }

/**
 * PostgreSQL's SQLSTATEs for a server that is going or not there yet: 57P01 admin shutdown, 57P02 crash shutdown,
 * 57P03 cannot connect now, and the connection exceptions of class 08 that say the connection is gone or never came.
 * Not 08P01 (a protocol violation: a bug of ours) nor 08007 (a commit whose outcome is unknown: not "nothing stored").
 */
const POSTGRES_AWAY = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006'])
/** node-postgres's own words for a connection that ended under a query, or never opened in time. */
const POSTGRES_CONNECTION_LOST = /^Connection terminated\b/
/**
 * SQLite (libsql) with its disk full or failing: a state of the machine, not of the request. Extended codes
 * (`SQLITE_IOERR_WRITE`) included. Not SQLITE_BUSY: a lock held past the busy timeout is contention, a server error.
 */
const SQLITE_AWAY = /^SQLITE_(FULL|IOERR)(_|$)/

type DatabaseAddress = { host: string; port: number }

const normalHost = (host: string) => (host === 'localhost' || host === '::1' ? '127.0.0.1' : host.replace(/^\[|\]$/g, ''))

let parsed: { url: string; address: DatabaseAddress | null } | undefined

/**
 * Host and port of DATABASE_URL's PostgreSQL, the only address whose refusal means the database is away, read as
 * node-postgres reads it (pg-connection-string: a socket folder in `?host=` too). Never throws: a URL it cannot read
 * names no address (and its text, password and all, never reaches an error).
 */
function databaseAddress(): DatabaseAddress | null {
  const url = process.env.DATABASE_URL ?? ''
  if (parsed?.url === url) return parsed.address
  let address: DatabaseAddress | null = null
  if (/^postgres(ql)?:\/\//.test(url)) {
    try {
      const { host, port } = parse(url)
      address = { host: normalHost(host || '127.0.0.1'), port: Number(port || 5432) }
    } catch {
      address = null
    }
  }
  parsed = { url, address }
  return address
}

const isIpAddress = (host: string) => /^[\d.]+$/.test(host) || host.includes(':')

/**
 * A refused connection to the database: to its address and port; to its port when it is named by a host name (the
 * refusal names the address the name resolved to); to its socket when it listens on a folder.
 */
function refusedByDatabase(error: ErrorFields): boolean {
  const database = databaseAddress()
  if (!database || typeof error.address !== 'string') return false
  if (database.host.startsWith('/')) return error.address === `${database.host}/.s.PGSQL.${database.port}`
  if (error.port !== database.port) return false
  return !isIpAddress(database.host) || normalHost(error.address) === database.host
}

function isAwayItself(error: ErrorFields): boolean {
  const code = typeof error.code === 'string' ? error.code : ''
  if (POSTGRES_AWAY.has(code) || SQLITE_AWAY.test(code)) return true
  if (typeof error.message === 'string' && POSTGRES_CONNECTION_LOST.test(error.message)) return true
  // A refused connection to the mail server, S3 or Redis is theirs: only the database's own address counts.
  return code === 'ECONNREFUSED' && refusedByDatabase(error)
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

/**
 * Marks the current request as failed by an absent database, so that server/server.mjs answers it with 503 and
 * Retry-After instead of Next.js's 500 (upstream-workarounds/next/database-away.mjs). Called by instrumentation's
 * onRequestError, which Next.js awaits before it writes a route's 500.
 */
export function markDatabaseAway(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false
  const context = requestContext().getStore()
  if (context) context.databaseAway = true
  return true
}

const LOUD_EVERY_MS = 60_000
let loudAt = Number.NEGATIVE_INFINITY

/**
 * The level of the log line of a request the database's absence failed: an error the first time in a minute, so that
 * an alert on errors sees an outage (a full SQLite disk has no pool to say it, and readiness stays up while it reads),
 * and a warning for the rest of the same outage.
 */
export function databaseAwayLevel(now = Date.now()): 'error' | 'warn' {
  if (now - loudAt < LOUD_EVERY_MS) return 'warn'
  loudAt = now
  return 'error'
}
