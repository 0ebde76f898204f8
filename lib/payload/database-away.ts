// The database away for a moment (PostgreSQL restarting or unreachable, SQLite's disk full): the site answers 503
// with Retry-After, never a 500, and serves again as soon as the database answers, without a restart (pg's pool and
// libsql connect again by themselves). Erasable TypeScript only: server/server.mjs imports it with Node's own type
// stripping, to answer a page that failed for this reason with 503 too.

/** How long a visitor or client is told to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5

/** Node's, PostgreSQL's (class 08, connection; 57P0x, the server shutting down or starting) and SQLite's codes for it. */
const CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOSPC|EDQUOT|08\d{3}|57P0[123]|SQLITE_FULL|SQLITE_IOERR.*|SQLITE_CANTOPEN)$/
/** pg's own words when the connection ends or cannot be made, and SQLite's for a full disk, as messages carry them. */
const WORDS = /Connection terminated|timeout exceeded when trying to connect|database or disk is full|disk I\/O error|ENOSPC/i

/** Whether `error`, or any error it wraps (Drizzle's and Payload's wrap the driver's as `cause`), says the database is away. */
export function isDatabaseAway(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && CODES.test(code)) return true
  if (typeof message === 'string' && WORDS.test(message)) return true
  return isDatabaseAway(cause, depth + 1) || (Array.isArray(errors) && errors.some((inner) => isDatabaseAway(inner, depth + 1)))
}

const LAST_SEEN = Symbol.for('school-site.database-away-at')
type WithLastSeen = typeof globalThis & { [LAST_SEEN]?: number }

/** Notes that a request failed because the database is away (Next.js's onRequestError, in the same process as the server). */
export function noteDatabaseAway(error: unknown): void {
  if (isDatabaseAway(error)) (globalThis as WithLastSeen)[LAST_SEEN] = Date.now()
}

/** Whether a request failed for the database's absence within the last seconds: a 500 now is most likely the same. */
export const databaseAwayLately = (now = Date.now()): boolean => now - ((globalThis as WithLastSeen)[LAST_SEEN] ?? -Infinity) < RETRY_AFTER_SECONDS * 1000
