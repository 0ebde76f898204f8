import type { Payload, Where } from 'payload'

import { loggableError } from '../payload/errors'

import { UNDECIDED } from './decision-state'
import { IN_FLIGHT_MS } from './orphan-files'

type Ref = number | { id: number } | null | undefined

const idOf = (ref: Ref): number | null => (typeof ref === 'object' && ref !== null ? ref.id : (ref ?? null))

/**
 * Takes back what a registration or a decision cut off by a crash left half done where the database
 * had no transaction to roll it back (SQLite; see lib/payload/transaction.ts). Each of them writes
 * the record that makes it whole last, so what is half done is recognisable:
 * - a pending student account that no application names (a registration stopped before its
 *   application): removed with its applicant-file records (their stored files go in the file sweep
 *   that follows, lib/registration/orphan-files.ts);
 * - an approved application without a student number (an approval stopped before it): pending
 *   again, its account too, to be approved again (its number stays unused: numbers are never reused);
 * - a rejected application whose account is still pending (a rejection stopped halfway): pending again.
 * Only what is older than any request in flight (at the start of a SQLite site: everything).
 * Returns how many units were taken back. With PostgreSQL it finds nothing, and costs three queries.
 */
export async function undoInterruptedWrites(payload: Payload, { atStart = false, now = Date.now() } = {}): Promise<number> {
  const before = new Date(atStart && payload.db.name === 'sqlite' ? now : now - IN_FLIGHT_MS).toISOString()
  const taken = (await undoDecisions(payload, before)) + (await removeRegistrations(payload, before))
  if (taken > 0) payload.logger.info(`Took back ${taken} registration(s) or decision(s) that a crash had left half done.`)
  return taken
}

/** Decided applications that may be half done: approved without a number, or rejected (whole only with their account rejected). */
async function decidedCandidates(payload: Payload, before: string) {
  const find = (where: Where) =>
    payload.find({ collection: 'applications', where, pagination: false, depth: 0, select: { state: true, user: true, decidedAt: true, enrolment: true }, overrideAccess: true }).then(({ docs }) => docs)
  const docs = [...(await find({ and: [{ state: { equals: 'approved' } }, { studentNumber: { exists: false } }] })), ...(await find({ state: { equals: 'rejected' } }))]
  return docs.filter((doc) => !doc.decidedAt || doc.decidedAt <= before)
}

async function undoDecisions(payload: Payload, before: string): Promise<number> {
  const docs = await decidedCandidates(payload, before)
  if (docs.length === 0) return 0
  const userIds = docs.map((doc) => idOf(doc.user as Ref)).filter((id): id is number => id !== null)
  const users = userIds.length
    ? (await payload.find({ collection: 'users', where: { id: { in: userIds } }, pagination: false, depth: 0, select: { state: true }, overrideAccess: true })).docs
    : []
  const stateOf = new Map(users.map((user) => [user.id, user.state]))
  let taken = 0
  for (const doc of docs) {
    const user = idOf(doc.user as Ref)
    const userState = user === null ? undefined : stateOf.get(user)
    // A rejection is whole once its account is rejected; an approval (no number here) never is.
    if (doc.state === 'rejected' && userState !== 'pending') continue
    try {
      // As a decision's own undo does; the account may have signed in already, and its sessions end with it.
      // (The adapter's updateOne writes a user with sessions as an insert of the whole row, which SQLite refuses.)
      // At start there is no request whose cache could be revalidated.
      if (user !== null && userState !== 'pending') await payload.update({ collection: 'users', id: user, data: { state: 'pending', sessions: [] }, overrideAccess: true, context: { disableRevalidate: true } })
      // A half-done 입금 확인 leaves the enrolment confirmed, to be confirmed as paid again (lib/admissions/enrolment.ts).
      await payload.db.updateOne({ collection: 'applications', id: doc.id, data: doc.enrolment === 'paid' ? { ...UNDECIDED, enrolment: 'confirmed' } : UNDECIDED })
      taken += 1
    } catch (error) {
      payload.logger.error({ error: loggableError(error), msg: `Could not take back the half-done decision on application ${doc.id}` })
    }
  }
  return taken
}

async function removeRegistrations(payload: Payload, before: string): Promise<number> {
  const { docs: pending } = await payload.find({
    collection: 'users',
    where: { and: [{ type: { equals: 'student' } }, { state: { equals: 'pending' } }, { createdAt: { less_than_equal: before } }] },
    pagination: false,
    depth: 0,
    select: { state: true },
    overrideAccess: true,
  })
  if (pending.length === 0) return 0
  const ids = pending.map((user) => user.id)
  const { docs: named } = await payload.find({ collection: 'applications', where: { user: { in: ids } }, pagination: false, depth: 0, select: { user: true }, overrideAccess: true })
  const withApplication = new Set(named.map((doc) => idOf(doc.user as Ref)))
  const cutOff = ids.filter((id) => !withApplication.has(id))
  if (cutOff.length === 0) return 0
  await payload.db.deleteMany({ collection: 'applicant-files', where: { owner: { in: cutOff } } })
  for (const id of cutOff) await payload.db.deleteOne({ collection: 'users', where: { id: { equals: id } } })
  return cutOff.length
}
