import type { PayloadRequest } from 'payload'

import type { StoredSession } from '../idle-sessions'

/** How long a code proves its holder is still the one at the keyboard, for the most sensitive acts (issue 38 item 4). */
export const PROOF_MINUTES = 10
/** The answer's header that asks the admin for a code again (`Second-Factor: again`): the admin's dialog looks for it. */
export const ASK_AGAIN_HEADER = 'Second-Factor'
export const ASK_AGAIN = 'again'

type ProofColumns = { id: number; totpSecret?: string | null; twoFactorSince?: string | null; secondFactorProofs?: unknown; sessions?: StoredSession[] | null }
type SessionUser = { id: number; _sid?: string }

const time = (value: unknown): number => (typeof value === 'string' || value instanceof Date ? new Date(value).getTime() || 0 : 0)
const proofsOf = (account: ProofColumns): Record<string, unknown> =>
  account.secondFactorProofs && typeof account.secondFactorProofs === 'object' && !Array.isArray(account.secondFactorProofs) ? (account.secondFactorProofs as Record<string, unknown>) : {}

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

/** Whether the request's session gave its second factor in the last ten minutes (checked on the server, per session). */
export async function hasRecentProof(req: PayloadRequest, now = Date.now()): Promise<boolean> {
  const user = req.user as SessionUser | null | undefined
  if (!user?._sid) return false
  const account = await readAccount(req, user.id)
  return Boolean(account) && now - provenAt(account!, user._sid) < PROOF_MINUTES * 60_000
}

/** Notes that the request's session gave its second factor now; the proofs of sessions that have ended go. */
export async function recordProof(req: PayloadRequest, now = new Date()): Promise<Date | null> {
  const user = req.user as SessionUser | null | undefined
  const account = user?._sid ? await readAccount(req, user.id) : null
  if (!user?._sid || !account) return null
  const live = new Set((account.sessions ?? []).map(({ id }) => id))
  const proofs = Object.fromEntries(Object.entries(proofsOf(account)).filter(([sid]) => live.has(sid) && sid !== user._sid))
  proofs[user._sid] = now.toISOString()
  // `updatedAt: null` keeps the account's own date, as Payload does for its sessions.
  await req.payload.db.updateOne({ collection: 'users', id: account.id, data: { secondFactorProofs: proofs, updatedAt: null }, req, returning: false })
  return new Date(now.getTime() + PROOF_MINUTES * 60_000)
}

/** The header that tells the admin's dialog to ask for a code (on an endpoint's answer, or `req.responseHeaders`). */
export function askAgainHeaders(req?: PayloadRequest): Headers {
  const headers = req?.responseHeaders ?? new Headers()
  headers.set(ASK_AGAIN_HEADER, ASK_AGAIN)
  if (req) req.responseHeaders = headers
  return headers
}
