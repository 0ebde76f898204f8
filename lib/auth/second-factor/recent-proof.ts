import type { PayloadRequest } from 'payload'

import type { StoredSession } from '../idle-sessions'

/** How long a code proves its holder is still the one at the keyboard, for the most sensitive acts. */
export const PROOF_MINUTES = 10
/** The answer's header that asks the admin for a code again (`Second-Factor: again`): the admin's dialog looks for it. */
export const ASK_AGAIN_HEADER = 'Second-Factor'
export const ASK_AGAIN = 'again'
/**
 * The wrong codes given again that end every session of the account: the fifth since the session's own last right
 * code, or the fifth of all its sessions together since the account's last right one. These counts are the re-ask's
 * own: Payload's lock (five wrong passwords or codes) is lifted by an unlock, these by a right code only.
 */
export const AGAIN_REFUSALS_LIMIT = 5

type ProofColumns = {
  id: number
  totpSecret?: string | null
  twoFactorSince?: string | null
  secondFactorProofs?: unknown
  secondFactorRefusals?: unknown
  sessions?: StoredSession[] | null
}
type Refusals = { account: number; sessions: Record<string, number> }
type SessionUser = { id: number; _sid?: string }

const time = (value: unknown): number => (typeof value === 'string' || value instanceof Date ? new Date(value).getTime() || 0 : 0)
const proofsOf = (account: ProofColumns): Record<string, unknown> =>
  account.secondFactorProofs && typeof account.secondFactorProofs === 'object' && !Array.isArray(account.secondFactorProofs) ? (account.secondFactorProofs as Record<string, unknown>) : {}

const count = (value: unknown): number => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0)
function refusalsOf(account: ProofColumns): Refusals {
  const stored = (account.secondFactorRefusals ?? {}) as { account?: unknown; sessions?: unknown }
  const sessions = stored.sessions && typeof stored.sessions === 'object' ? (stored.sessions as Record<string, unknown>) : {}
  return { account: count(stored.account), sessions: Object.fromEntries(Object.entries(sessions).map(([sid, value]) => [sid, count(value)])) }
}
/** Entries of the sessions the account still has, but `sid`'s. */
const ofLiveSessions = <T>(account: ProofColumns, entries: Record<string, T>, sid: string): Record<string, T> => {
  const live = new Set((account.sessions ?? []).map(({ id }) => id))
  return Object.fromEntries(Object.entries(entries).filter(([key]) => live.has(key) && key !== sid))
}

const readAccount = (req: PayloadRequest, id: number) => req.payload.db.findOne<ProofColumns>({ collection: 'users', where: { id: { equals: id } }, req })

/**
 * When the session `sid` last showed the second factor: its sign-in (which took a code, when the account had its
 * second factor by then) or a code given again since (recordProof). 0 for a session the account no longer has.
 */
function provenAt(account: ProofColumns, sid: string): number {
  const session = account.sessions?.find(({ id }) => id === sid)
  if (!session) return 0
  const signedInWithCode = account.totpSecret && time(account.twoFactorSince) <= time(session.createdAt) ? time(session.createdAt) : 0
  return Math.max(signedInWithCode, time(proofsOf(account)[sid]))
}

/** Until when the request's session's last second factor proves it (its sign-in's code or one given again since); 0 without one. */
async function proofEnds(req: PayloadRequest): Promise<number> {
  const user = req.user as SessionUser | null | undefined
  const account = user?._sid ? await readAccount(req, user.id) : null
  return user?._sid && account ? provenAt(account, user._sid) + PROOF_MINUTES * 60_000 : 0
}

/** Whether the request's session gave its second factor in the last ten minutes (checked on the server, per session). */
export async function hasRecentProof(req: PayloadRequest, now = Date.now()): Promise<boolean> {
  return now < (await proofEnds(req))
}

/** When the session's proof of the last ten minutes ends, for the admin to ask before a sensitive act; null without one. */
export async function recentProofUntil(req: PayloadRequest, now = Date.now()): Promise<Date | null> {
  const ends = await proofEnds(req)
  return now < ends ? new Date(ends) : null
}

/**
 * Notes that the request's session gave its second factor now, which clears its count of wrong codes and the
 * account's; the proofs and counts of sessions that have ended go.
 */
export async function recordProof(req: PayloadRequest, now = new Date()): Promise<Date | null> {
  const user = req.user as SessionUser | null | undefined
  const account = user?._sid ? await readAccount(req, user.id) : null
  if (!user?._sid || !account) return null
  const proofs = { ...ofLiveSessions(account, proofsOf(account), user._sid), [user._sid]: now.toISOString() }
  const refusals: Refusals = { account: 0, sessions: ofLiveSessions(account, refusalsOf(account).sessions, user._sid) }
  // `updatedAt: null` keeps the account's own date, as Payload does for its sessions.
  await req.payload.db.updateOne({ collection: 'users', id: account.id, data: { secondFactorProofs: proofs, secondFactorRefusals: refusals, updatedAt: null }, req, returning: false })
  return new Date(now.getTime() + PROOF_MINUTES * 60_000)
}

/**
 * Counts a wrong code the request's session gave again, for the session and for the account. True when it is the
 * one that ends the account's sessions (AGAIN_REFUSALS_LIMIT); the counts then start over, with no session left.
 */
export async function recordRefusal(req: PayloadRequest): Promise<boolean> {
  const user = req.user as SessionUser | null | undefined
  const account = user?._sid ? await readAccount(req, user.id) : null
  if (!user?._sid || !account) return false
  const before = refusalsOf(account)
  const refusals: Refusals = { account: before.account + 1, sessions: { ...ofLiveSessions(account, before.sessions, user._sid), [user._sid]: (before.sessions[user._sid] ?? 0) + 1 } }
  const limitReached = refusals.account >= AGAIN_REFUSALS_LIMIT || refusals.sessions[user._sid] >= AGAIN_REFUSALS_LIMIT
  await req.payload.db.updateOne({ collection: 'users', id: account.id, data: { secondFactorRefusals: limitReached ? null : refusals, updatedAt: null }, req, returning: false })
  return limitReached
}

/** The header that tells the admin's dialog to ask for a code (on an endpoint's answer, or `req.responseHeaders`). */
export function askAgainHeaders(req?: PayloadRequest): Headers {
  const headers = req?.responseHeaders ?? new Headers()
  headers.set(ASK_AGAIN_HEADER, ASK_AGAIN)
  if (req) req.responseHeaders = headers
  return headers
}
