import { and, eq, lt, type SQL } from 'drizzle-orm'
import type { CollectionAfterLoginHook } from 'payload'

type Column = Parameters<typeof eq>[0]
type SessionsTable = { _parentID: Column; expiresAt: Column }
type DrizzleAdapter = {
  drizzle: { delete: (table: SessionsTable) => { where: (condition: SQL | undefined) => PromiseLike<unknown> } }
  tables: Record<string, SessionsTable>
}

/**
 * A sign-in adds its session with one insert (patches/payload+3.90.1.patch) rather than rewriting all of the user's
 * sessions, which dropped a concurrent sign-in's; so it no longer drops the expired ones either. They are deleted
 * here, by one statement that cannot touch a live session. Housekeeping: a failure does not stop the sign-in.
 */
export const pruneExpiredSessions: CollectionAfterLoginHook = async ({ req, user }) => {
  const { drizzle, tables } = req.payload.db as unknown as DrizzleAdapter
  const sessions = tables.users_sessions
  try {
    await drizzle.delete(sessions).where(and(eq(sessions._parentID, user.id), lt(sessions.expiresAt, new Date().toISOString())))
  } catch (error) {
    req.payload.logger.warn(`Expired sessions were not deleted at a sign-in: ${(error as Error).message}`)
  }
}
