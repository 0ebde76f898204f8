import type { Payload } from 'payload'

import { loggableError } from '../../lib/payload/errors'

/** The parts of node-postgres's Pool and Client this needs (the adapter's public `pool`, PostgresAdapter['pool']). */
type ClientEvents = { on(event: 'error', listener: (error: unknown) => void): unknown }
type PoolEvents = { on(event: 'error', listener: (error: unknown) => void): unknown; on(event: 'connect', listener: (client: ClientEvents) => void): unknown }

/**
 * Keeps the site alive when PostgreSQL drops its connections (a restart, a failover, `pg_terminate_backend`).
 * node-postgres's Pool re-emits an idle client's error on itself, and Payload's adapter listens for none
 * (README.md here): Node then throws it as an uncaught exception, which ends a process without Next.js's handler and
 * dumps node-postgres's whole Client into the log of one with it. The pool has dropped the
 * client already and opens a new one for the next query, so a line in the log is all there is to do: once per
 * outage, until the pool connects again. Only the error's kind, code and first line: never the connection string.
 * A client checked out (a transaction waiting between its queries) has no pool listener (pg-pool removes it), and its
 * error is thrown the same way: each client gets one that only keeps it from being thrown, since the query it fails
 * reports it. Registered from Payload's onInit (cms/payload.config.ts), so every process that starts Payload has it.
 */
export function logPostgresPoolErrors(payload: Payload) {
  const pool = (payload.db as { pool?: PoolEvents }).pool
  if (!pool) return
  let away = false
  pool.on('error', (error) => {
    if (away) return
    away = true
    payload.logger.error({ msg: 'PostgreSQL dropped a connection; queries answer 503 until it is back', error: loggableError(error) })
  })
  pool.on('connect', (client) => {
    client.on('error', () => {})
    if (!away) return
    away = false
    payload.logger.info({ msg: 'PostgreSQL answers again' })
  })
}
