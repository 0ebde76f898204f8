import pg from 'pg'
import type { Payload } from 'payload'

import { databaseUrl, usesPostgres } from '../cms/db'

/** Any fixed number: the lock every instance of this site takes while it prepares the database. */
const PREPARE_LOCK = 7_140_415

/**
 * Runs `work` while holding PostgreSQL's advisory lock on a connection of its own (node-postgres's client, not the
 * adapter's pool), so that several instances starting at once against one database migrate and load the demo content
 * one after the other (the second finds the work done). A process that dies releases the lock with its connection.
 * SQLite has one writer by nature and needs none.
 */
export async function whileHoldingStartLock(payload: Payload, work: () => Promise<void>): Promise<void> {
  if (!usesPostgres) return work()
  const connection = new pg.Client({ connectionString: databaseUrl })
  await connection.connect()
  try {
    payload.logger.info('Waiting for other instances that are preparing the database...')
    await connection.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK])
    await work()
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => undefined)
    await connection.end()
  }
}
