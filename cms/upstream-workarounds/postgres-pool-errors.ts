// Payload's PostgreSQL adapter (3.90.1) gives its pg Pool no 'error' listener. When the server restarts or the
// network drops, each idle connection's error is emitted on the pool and, unheard, ends the whole process
// (https://github.com/payloadcms/payload/issues/3920, #16939): the site would need a restart after every database
// restart. pg's pool drops the broken connection and opens a new one when needed by itself; hearing the error is all
// that is missing. `payload.db.pool` is the adapter's typed, public pool. Delete once the adapter listens itself:
// tests/unit/upstream-workarounds.test.ts reads its source and fails then.
import type { Payload } from 'payload'
import type { Pool } from 'pg'

export function keepPoolErrorsFromEndingTheProcess(payload: Payload): void {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!pool || pool.listenerCount('error') > 0) return
  pool.on('error', (error) => payload.logger.warn({ msg: 'A PostgreSQL connection ended (the database restarting or away); the pool opens a new one when needed', error: error.message }))
}
