import type { Payload, Where } from 'payload'

import type { Application, Department } from '@/cms/payload-types'

import type { ApprovalContext } from '@/cms/collections/users/hooks/guard-state-change'

import { isValidationErrorOn } from '../payload/errors'
import { recordAccess, type Accessor } from '../privacy/access-log'
import { mailApproved, mailRejected, type MailContext } from './mails'
import { UNDECIDED } from './decision-state'
import { nextSequence } from './sequence'
import { formatStudentNumber, SequenceExhaustedError, studentNumberPrefix } from './student-number'
import { allOrNothing, type Unit } from '../payload/transaction'

export const MAX_REJECTION_REASON = 2000
const approval: ApprovalContext = { approval: true }
const ATTEMPTS = 5

export type DecisionProblem = 'notFound' | 'alreadyDecided' | 'reasonRequired' | 'sequenceExhausted' | 'departmentWithoutCode' | 'notConfirmed' | 'inRound'

/**
 * What else an approval asks of the application and changes with it, in the same conditional UPDATE: the 입금 확인 of
 * an admitted applicant is an approval that asks for a confirmed enrolment and marks it paid (lib/admissions/enrolment.ts).
 * `refusal` is the problem when the application is pending but does not meet `requires`.
 */
export type ApprovalStep = { requires?: Where; sets?: Partial<Application>; restores?: Partial<Application>; refusal?: DecisionProblem; action?: 'approve' | 'confirmPayment' }

/**
 * 승인 as such is for an application without an admission round (brought over from the old site): a round's applicant
 * becomes a student at 입금 확인, after the result, the announcement and their confirmed enrolment.
 */
const DIRECT_APPROVAL: ApprovalStep = { requires: { round: { exists: false } }, refusal: 'inRound', action: 'approve' }

/** A decision that cannot be made, with the admin's `applications:` text that says why (cms/admin-translations.ts). */
export class DecisionError extends Error {
  override readonly name = 'DecisionError'

  readonly problem: DecisionProblem

  constructor(problem: DecisionProblem) {
    super(problem)
    this.problem = problem
  }
}

/** The problem of a DecisionError, recognised by name: the endpoint may hold another copy of this module's class. */
export const decisionProblem = (error: unknown): DecisionProblem | null =>
  error instanceof Error && error.name === 'DecisionError' ? (error as DecisionError).problem : null

/**
 * Moves a pending application to `state`, in one conditional UPDATE: of two admins deciding at once,
 * only one finds it still pending.
 */
async function claimPending(payload: Payload, id: number, data: Partial<Application>, { req, undo }: Unit, step: ApprovalStep = {}): Promise<Application> {
  const claimed = await payload.db.updateOne({
    collection: 'applications',
    where: { and: [{ id: { equals: id } }, { state: { equals: 'pending' } }, ...(step.requires ? [step.requires] : [])] },
    data: { ...data, ...step.sets },
    req,
    options: { atomic: true },
  })
  if (claimed) {
    undo(() => payload.db.updateOne({ collection: 'applications', where: { and: [{ id: { equals: id } }, { state: { equals: data.state } }] }, data: { ...UNDECIDED, ...step.restores }, req, options: { atomic: true } }))
    return claimed as unknown as Application
  }
  const exists = await payload.db.findOne<Application>({ collection: 'applications', where: { id: { equals: id } }, req })
  if (!exists) throw new DecisionError('notFound')
  throw new DecisionError(exists.state === 'pending' && step.requires ? (step.refusal ?? 'alreadyDecided') : 'alreadyDecided')
}

/** Sets the applicant's account to `state`, and registers putting it back to pending. */
async function setApplicantState(payload: Payload, user: number, state: 'active' | 'rejected', { req, undo }: Unit) {
  await payload.update({ collection: 'users', id: user, data: { state }, req, overrideAccess: true, context: state === 'active' ? approval : {} })
  undo(() => payload.update({ collection: 'users', id: user, data: { state: 'pending' }, req, overrideAccess: true }))
}

/** A failure a test server may inject into an approval once the account is active (TEST_FAULTS). */
export type DecisionFault = 'error-after-activation' | 'crash-after-activation'

/** The department's two-digit code; a department brought over from the old site has none until the school sets it. */
const departmentCode = (department: Application['department']): string => {
  const code = (department as Department).code
  if (!code) throw new DecisionError('departmentWithoutCode')
  return code
}

const userId = (user: Application['user']): number | null => (typeof user === 'object' && user !== null ? user.id : (user ?? null))

/** Two approvals that took the same new prefix or number at once: the loser starts again. */
const isConflict = (error: unknown) => isValidationErrorOn(error, ['prefix', 'studentNumber', 'student_number'])

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let round = 1; ; round += 1) {
    try {
      return await attempt()
    } catch (error) {
      if (round >= ATTEMPTS || !isConflict(error)) throw error
    }
  }
}

/**
 * Marks a pending application as under review (what its applicant then sees on the status page).
 * Starting a review that has started already changes nothing.
 */
export async function startReview(payload: Payload, id: number, now: Date = new Date()): Promise<void> {
  const started = await payload.db.updateOne({
    collection: 'applications',
    where: { and: [{ id: { equals: id } }, { state: { equals: 'pending' } }, { reviewStartedAt: { exists: false } }] },
    data: { reviewStartedAt: now.toISOString() },
  })
  if (started) return
  const existing = await payload.db.findOne<Application>({ collection: 'applications', where: { id: { equals: id } } })
  if (!existing) throw new DecisionError('notFound')
  if (existing.state !== 'pending') throw new DecisionError('alreadyDecided')
}

/**
 * Approves a pending application all or nothing: state approved, the applicant's account activated
 * and, last (what makes the approval whole, see lib/registration/interrupted-writes.ts), a new unique student
 * number. The applicant is told by mail once it is done.
 */
export async function approveApplication(payload: Payload, id: number, who: Accessor, context: MailContext, now: Date = new Date(), fault: DecisionFault | null = null, step: ApprovalStep = DIRECT_APPROVAL): Promise<Application> {
  const approved = await withRetries(() =>
    allOrNothing(payload, async (unit) => {
      const { req } = unit
      await claimPending(payload, id, { state: 'approved', decidedAt: now.toISOString(), rejectionReason: null }, unit, step)
      const application = await payload.findByID({ collection: 'applications', id, depth: 1, req, overrideAccess: true })
      const prefix = studentNumberPrefix(now, departmentCode(application.department))
      const studentNumber = formatStudentNumber(prefix, await nextSequence(payload, prefix, unit))
      const applicant = userId(application.user)
      if (applicant !== null) await setApplicantState(payload, applicant, 'active', unit)
      if (fault === 'crash-after-activation') process.kill(process.pid, 'SIGKILL')
      if (fault === 'error-after-activation') throw new Error('Failure injected after the account was activated (TEST_FAULTS)')
      await payload.db.updateOne({ collection: 'applications', id, data: { studentNumber }, req })
      // Last: the access log's line is part of the decision, and on SQLite nothing after it can fail and undo it.
      await recordAccess(payload, who, { action: step.action ?? 'approve', application: { id, reference: application.reference } }, req)
      return { ...application, studentNumber }
    }),
  ).catch((error: unknown) => {
    throw error instanceof SequenceExhaustedError ? new DecisionError('sequenceExhausted') : error
  })
  await mailApproved(payload, approved, context)
  return approved
}

/** Rejects a pending application with a reason, all or nothing with the applicant's account; the applicant is told by mail. */
export async function rejectApplication(payload: Payload, id: number, who: Accessor, reason: string, context: MailContext, now: Date = new Date()): Promise<Application> {
  const cleanReason = reason.trim()
  if (!cleanReason || cleanReason.length > MAX_REJECTION_REASON) throw new DecisionError('reasonRequired')
  const rejected = await allOrNothing(payload, async (unit) => {
    await claimPending(payload, id, { state: 'rejected', decidedAt: now.toISOString(), rejectionReason: cleanReason }, unit)
    const application = await payload.findByID({ collection: 'applications', id, depth: 0, req: unit.req, overrideAccess: true })
    const applicant = userId(application.user)
    if (applicant !== null) await setApplicantState(payload, applicant, 'rejected', unit)
    await recordAccess(payload, who, { action: 'reject', application: { id, reference: application.reference } }, unit.req)
    return application
  })
  await mailRejected(payload, rejected, context)
  return rejected
}
