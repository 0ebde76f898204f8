import { JWTAuthentication, type AuthStrategy, type AuthStrategyFunctionArgs, type Payload } from 'payload'

import { lockAccountSessions } from '../payload/keyed-lock'
import { idleMinutes } from './idle-minutes'
import { isStaff } from './staff'

/** A request with this header (`Session-Peek: 1`) asks how long its session has left without counting as a use of it. */
export const PEEK_HEADER = 'Session-Peek'
/** A use is written at most once a minute per session, so that every request does not write the account's row. */
export const USE_STEP_MS = 60_000

/** One of an account's sessions as Payload keeps it (users_sessions). */
export type StoredSession = { id: string; createdAt?: string | Date | null; expiresAt: string | Date }
type StaffUser = { id: number; email: string; type?: string | null; collection?: string; _sid?: string; sessions?: StoredSession[] | null; _idleEndsAt?: number }

const lifetimeMs = (payload: Payload) => payload.collections.users.config.auth.tokenExpiration * 1000

/**
 * When a session was last used. Payload sets a session's `expiresAt` one token lifetime after the sign-in and after
 * each refresh; each later use moves it the same way (noteUse), so its last use is always `expiresAt` less that
 * lifetime: no column of our own, and a setting changed applies to every session at once.
 */
const lastUse = (session: StoredSession, lifetime: number) => new Date(session.expiresAt).getTime() - lifetime

async function readSessions(payload: Payload, id: number): Promise<StoredSession[]> {
  const account = await payload.db.findOne<{ id: number; sessions?: StoredSession[] | null }>({ collection: 'users', where: { id: { equals: id } } })
  return account?.sessions ?? []
}

/**
 * Rewrites the account's sessions (only that array; `updatedAt: null` keeps the account's own date, as Payload
 * does), in the account's sessions lock (lib/payload/keyed-lock.ts): Payload writes them all back from what it read.
 */
async function changeSessions(payload: Payload, user: StaffUser, change: (sessions: StoredSession[]) => StoredSession[] | null) {
  const unlock = await lockAccountSessions(user.email)
  try {
    const changed = change(await readSessions(payload, user.id))
    if (changed) await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions: changed, updatedAt: null }, returning: false })
  } finally {
    unlock()
  }
}

/** Moves the session's last use to `now` unless another request did within the minute (or it has ended meanwhile). */
const noteUse = (payload: Payload, user: StaffUser, sid: string, now: number) =>
  changeSessions(payload, user, (sessions) => {
    const mine = sessions.find((session) => session.id === sid)
    if (!mine || now - lastUse(mine, lifetimeMs(payload)) < USE_STEP_MS) return null
    mine.expiresAt = new Date(now + lifetimeMs(payload))
    return sessions
  })

/** Ends an idle session on the server: its token opens nothing any more, through any endpoint. */
const endSession = (payload: Payload, user: StaffUser, sid: string) =>
  changeSessions(payload, user, (sessions) => (sessions.some((session) => session.id === sid) ? sessions.filter((session) => session.id !== sid) : null))

/**
 * Payload's own token check (JWT strategy: the bearer token, `JWT` header or `payload-token` cookie, and its
 * session), plus the idle end of staff sessions (Korea's safety-measure standard for personal data: access ends when
 * unused): a staff session unused for the settings' idle minutes is ended at its next request, which finds no one
 * signed in; any other request counts as a use (at most one write a minute). Students and professors are left as
 * Payload leaves them (their sessions end with their token, docs/accessibility.md 2.2.1).
 *
 * Registered before Payload's own JWT strategy, which Payload always runs last: a token this strategy turns away
 * reaches it too, but its session is gone by then.
 */
async function authenticate(args: AuthStrategyFunctionArgs) {
  const result = await JWTAuthentication({ ...args, strategyName: 'local-jwt' })
  const user = result.user as StaffUser | null
  if (!user || user.collection !== 'users' || !isStaff(user) || !user._sid) return result
  const session = user.sessions?.find(({ id }) => id === user._sid)
  if (!session) return { user: null }
  const { payload } = args
  const idleMs = (await idleMinutes(payload)) * 60_000
  const now = Date.now()
  const last = lastUse(session, lifetimeMs(payload))
  if (now - last >= idleMs) {
    await endSession(payload, user, user._sid)
    return { user: null }
  }
  const peek = args.headers.get(PEEK_HEADER) === '1'
  const used = !peek && now - last >= USE_STEP_MS
  if (used) await noteUse(payload, user, user._sid, now)
  user._idleEndsAt = (used ? now : last) + idleMs
  return result
}

export const idleSessionsStrategy: AuthStrategy = { name: 'idle-sessions', authenticate }

/** Seconds until a staff session ends unused (as its request found it), or null for an account without an idle end. */
export function idleSecondsLeft(user: object | null | undefined): number | null {
  const endsAt = (user as StaffUser | null | undefined)?._idleEndsAt
  return typeof endsAt === 'number' ? Math.max(0, Math.floor((endsAt - Date.now()) / 1000)) : null
}
