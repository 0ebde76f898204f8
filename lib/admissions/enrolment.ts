import type { Payload } from 'payload'

import type { AdmissionRound, Application } from '@/cms/payload-types'

import type { EnrolmentFacts, Locale } from '../api/types'
import { toLocale } from '../../i18n/routing'
import { recordAccess, type Accessor } from '../privacy/access-log'
import { approveApplication, type ApprovalStep, type DecisionFault } from '../registration/decision'
import type { MailContext } from '../registration/mails'
import { queueResultMails } from './queue'
import { revealedResult, roundOf } from './result'
import { freePlaces } from './round-progress'
import { isAnnounced } from './schedule'

/**
 * Why an enrolment step cannot be taken, named by the `enrolment` texts (messages/, the applicant's) and the admin's
 * `enrolment:` texts (the office's). Nothing is changed when one is thrown.
 */
export type EnrolmentProblem = 'notAdmitted' | 'outsidePeriod' | 'alreadyAnswered' | 'notAnnounced' | 'noWaitlist' | 'alreadyPromoted' | 'badDeadline' | 'noPlace' | 'badRequest'

export class EnrolmentError extends Error {
  override readonly name = 'EnrolmentError'

  readonly problem: EnrolmentProblem

  constructor(problem: EnrolmentProblem) {
    super(problem)
    this.problem = problem
  }
}

/** The problem of an EnrolmentError, recognised by name: the endpoint may hold another copy of this module's class. */
export const enrolmentProblem = (error: unknown): EnrolmentProblem | null =>
  error instanceof Error && error.name === 'EnrolmentError' ? (error as EnrolmentError).problem : null

export type EnrolmentAnswer = 'confirm' | 'decline'

type Read = Pick<Application, 'round' | 'result' | 'waitlistRank' | 'enrolment' | 'enrolmentDeadline' | 'locale'>

/**
 * When an admitted applicant may answer: from the round's enrolment opening to its close, or, for a late offer
 * (추가 합격), to the deadline given with it. Null without a round.
 */
export function enrolmentPeriod(application: Read): { opensAt: string; closesAt: string } | null {
  const round = roundOf(application)
  return round ? { opensAt: round.enrolmentOpensAt, closesAt: application.enrolmentDeadline ?? round.enrolmentClosesAt } : null
}

const within = ({ opensAt, closesAt }: { opensAt: string; closesAt: string }, now: Date) =>
  now.getTime() >= new Date(opensAt).getTime() && now.getTime() < new Date(closesAt).getTime()

/** A localized field as read with `locale: 'all'` (an object) or in one language (a string). */
const inLanguage = (value: unknown, locale: Locale): string | null =>
  typeof value === 'string' ? value || null : value && typeof value === 'object' ? ((value as Record<string, string | null>)[locale] ?? null) || null : null

/**
 * What the status page tells an admitted applicant of enrolment at `now` (read with depth 1): where it stands, the period,
 * whether they may answer now, and the round's tuition notice in the language they applied in. Nothing for anyone else.
 */
export function enrolmentFacts(application: Read, now: Date): EnrolmentFacts | undefined {
  const period = enrolmentPeriod(application)
  const round = roundOf(application)
  if (!period || !round || revealedResult(application, now)?.code !== 'pass') return undefined
  const locale = toLocale(application.locale)
  return {
    state: application.enrolment ?? 'none',
    opens_at: period.opensAt,
    closes_at: period.closesAt,
    can_answer: !application.enrolment && within(period, now),
    tuition: { amount: round.tuitionAmount ?? null, account: round.tuitionAccount || null, notice: inLanguage(round.tuitionNotice, locale) },
  }
}

/**
 * The applicant's answer to their offer, in one conditional UPDATE (still admitted and not answered): confirmed or
 * declined once, within the period, from the announcement on. A decline frees the place for the office's next 예비.
 */
export async function answerOffer(payload: Payload, application: Application, answer: EnrolmentAnswer, now: Date): Promise<void> {
  const period = enrolmentPeriod(application)
  if (!period || revealedResult(application, now)?.code !== 'pass') throw new EnrolmentError('notAdmitted')
  if (application.enrolment) throw new EnrolmentError('alreadyAnswered')
  if (!within(period, now)) throw new EnrolmentError('outsidePeriod')
  const answered = await payload.db.updateOne({
    collection: 'applications',
    where: { and: [{ id: { equals: application.id } }, { result: { equals: 'pass' } }, { enrolment: { exists: false } }] },
    data: { enrolment: answer === 'confirm' ? 'confirmed' : 'declined' },
    options: { atomic: true },
  })
  if (!answered) throw new EnrolmentError('alreadyAnswered')
}

/**
 * 입금 확인: the approval that makes the applicant a student (account active, 학번, the mail), asked of a confirmed
 * enrolment and marking it paid in the same conditional UPDATE (lib/registration/decision.ts).
 */
const PAYMENT: ApprovalStep = { requires: { enrolment: { equals: 'confirmed' } }, sets: { enrolment: 'paid' }, restores: { enrolment: 'confirmed' }, refusal: 'notConfirmed', action: 'confirmPayment' }

export const confirmPayment = (payload: Payload, id: number, who: Accessor, context: MailContext, now: Date = new Date(), fault: DecisionFault | null = null) =>
  approveApplication(payload, id, who, context, now, fault, PAYMENT)

/**
 * Whether the late offer just made to `offer` must give way: its department holds more offers than places (another
 * staff member promoted the next 예비 into the same last place at the same moment), and it is among the worst-ranked
 * late offers beyond the places. Both requests see the same offers, so exactly the better-ranked one stays.
 */
async function mustGiveWay(payload: Payload, round: AdmissionRound, department: number, offer: Application, now: Date): Promise<boolean> {
  const free = await freePlaces(payload, round, department, now)
  if (free === null || free >= 0) return false
  const { docs } = await payload.find({
    collection: 'applications',
    where: { and: [{ round: { equals: round.id } }, { department: { equals: department } }, { result: { equals: 'pass' } }, { enrolment: { exists: false } }, { enrolmentDeadline: { greater_than: now.toISOString() } }] },
    sort: ['-waitlistRank', '-createdAt'],
    limit: -free,
    depth: 0,
    overrideAccess: true,
  })
  return docs.some(({ id }) => id === offer.id)
}

/**
 * 추가 합격: the round's best-ranked 예비 of the department becomes 합격 with its own enrolment deadline, and is mailed
 * (the announcement's job, its mail due as `promoted`), while the department has a place not held by an offer.
 * Taken in one conditional UPDATE (still 예비): of two staff pressing at once, one promotes and the other is told it
 * was done, so one place gives one offer; two pressing for two different 예비 into the last place are sorted out
 * after (mustGiveWay).
 */
export async function promoteNextOnWaitlist(payload: Payload, roundId: number, departmentId: number, deadline: Date, who: Accessor, now: Date = new Date()): Promise<Application> {
  if (Number.isNaN(deadline.getTime()) || deadline.getTime() <= now.getTime()) throw new EnrolmentError('badDeadline')
  const round = await payload.findByID({ collection: 'admission-rounds', id: roundId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!round || !isAnnounced(round, now)) throw new EnrolmentError('notAnnounced')
  const free = await freePlaces(payload, round, departmentId, now)
  // A department the round does not list has no places to give: the request is wrong, not the department full.
  if (free === null) throw new EnrolmentError('badRequest')
  if (free < 1) throw new EnrolmentError('noPlace')
  const { docs } = await payload.find({
    collection: 'applications',
    where: { and: [{ round: { equals: roundId } }, { department: { equals: departmentId } }, { result: { equals: 'waitlist' } }] },
    sort: ['waitlistRank', 'createdAt'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
    // Its mail's state, put back if the offer gives way.
    showHiddenFields: true,
  })
  const next = docs[0]
  if (!next) throw new EnrolmentError('noWaitlist')
  const promoted = await payload.db.updateOne({
    collection: 'applications',
    where: { and: [{ id: { equals: next.id } }, { result: { equals: 'waitlist' } }] },
    data: { result: 'pass', enrolmentDeadline: deadline.toISOString(), resultMail: 'promoted' },
    options: { atomic: true },
  })
  if (!promoted) throw new EnrolmentError('alreadyPromoted')
  if (await mustGiveWay(payload, round, departmentId, next, now)) {
    await payload.db.updateOne({ collection: 'applications', id: next.id, data: { result: 'waitlist', enrolmentDeadline: null, resultMail: next.resultMail } })
    throw new EnrolmentError('noPlace')
  }
  await recordAccess(payload, who, { action: 'promoteWaitlist', application: { id: next.id, reference: next.reference }, details: { waitlistRank: next.waitlistRank, deadline: deadline.toISOString() } })
  await queueResultMails(payload, roundId, now)
  return { ...next, result: 'pass', enrolmentDeadline: deadline.toISOString() }
}
