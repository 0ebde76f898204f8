import { and, eq, lt, type AnyColumn, type SQL } from 'drizzle-orm'
import type { CollectionAfterLoginHook } from 'payload'

import { loggableError } from '../../../../lib/payload/errors'

type SessionsTable = { _parentID: AnyColumn; expiresAt: AnyColumn }
type Database = {
  delete: (table: SessionsTable) => { where: (condition: SQL | undefined) => PromiseLike<unknown> }
  transaction: (work: (savepoint: Database) => PromiseLike<unknown>) => Promise<unknown>
}
type DrizzleAdapter = { drizzle: Database; sessions: Record<string, { db: Database } | undefined>; tables: Record<string, SessionsTable> }

/**
 * A sign-in adds its session with one insert (patches/payload+3.90.1.patch) rather than rewriting all of the user's
 * sessions, which dropped a concurrent sign-in's; so it no longer drops the expired ones either. They are deleted
 * here, by one statement that cannot touch a live session. Housekeeping: a failure does not stop the sign-in.
 */
export const pruneExpiredSessions: CollectionAfterLoginHook = async ({ req, user }) => {
  const adapter = req.payload.db as unknown as DrizzleAdapter
  const sessions = adapter.tables.users_sessions
  const prune = (db: Database) => db.delete(sessions).where(and(eq(sessions._parentID, user.id), lt(sessions.expiresAt, new Date().toISOString())))
  // On PostgreSQL the sign-in's transaction holds a pooled connection until it commits: the delete runs on it, in a
  // savepoint so that its failure leaves the sign-in whole, rather than waiting for a second connection.
  const signIn = req.transactionID ? adapter.sessions[String(await req.transactionID)]?.db : undefined
  try {
    await (signIn ? signIn.transaction(prune) : prune(adapter.drizzle))
  } catch (error) {
    req.payload.logger.warn({ error: loggableError(error), msg: 'Expired sessions were not deleted at a sign-in' })
  }
}
