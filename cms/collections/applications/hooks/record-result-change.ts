import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import type { Application } from '@/cms/payload-types'

import { queueResultMails } from '../../../../lib/admissions/queue'
import { mailAfterChange } from '../../../../lib/admissions/result-mail'
import { isAnnounced } from '../../../../lib/admissions/schedule'
import { requestClock } from '../../../../lib/clock'
import { recordAccess } from '../../../../lib/privacy/access-log'
import { adminT } from '../../../admin-translations'

type Result = { result: Application['result'] | null; rank: number | null }

const resultOf = (result: Application['result'] | null | undefined, rank: number | null | undefined): Result => ({
  result: result ?? null,
  rank: result === 'waitlist' ? (rank ?? null) : null,
})

/** A result as the access log shows it: `waitlist 3`, `pass`, or `none`. */
const describe = ({ result, rank }: Result) => (result ? [result, rank].filter((part) => part !== null).join(' ') : 'none')

const roundIdOf = (round: Application['round']) => (typeof round === 'object' && round !== null ? round.id : (round ?? null))

const refuse = (req: PayloadRequest, path: string, message: string) => new ValidationError({ collection: 'applications', errors: [{ path, message }], req }, req.t)

/** What the afterChange hook is told by the beforeChange one, through the request's context. */
const MAIL_AGAIN = 'resultMailAgain'

/**
 * A staff member records or changes a result (합격, 불합격, 예비 with its rank). A waiting-list place needs its rank.
 * Before the round's announcement nothing more is asked. From it on the applicant may already have seen the result, so
 * a change needs a reason, goes into the access log (who, when, from, to, why), and is mailed again (mailChangedResult).
 */
export const recordResultChange: CollectionBeforeChangeHook<Application> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const after = resultOf('result' in data ? data.result : originalDoc.result, 'waitlistRank' in data ? data.waitlistRank : originalDoc.waitlistRank)
  const before = resultOf(originalDoc.result, originalDoc.waitlistRank)
  const t = adminT(req.t)
  if (after.result === 'waitlist' && !after.rank) throw refuse(req, 'waitlistRank', t('rounds:rankRequired'))
  if (after.result === before.result && after.rank === before.rank) return data
  const roundId = roundIdOf(originalDoc.round)
  const round = roundId === null ? null : await req.payload.findByID({ collection: 'admission-rounds', id: roundId, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!round || !isAnnounced(round, requestClock(req.headers))) return { ...data, waitlistRank: after.rank }
  const reason = typeof data.resultChangeReason === 'string' ? data.resultChangeReason.trim() : ''
  if (!reason) throw refuse(req, 'resultChangeReason', t('rounds:reasonAfterAnnouncement'))
  await recordAccess(req.payload, req, { action: 'changeResult', application: { id: originalDoc.id, reference: originalDoc.reference }, details: { from: describe(before), to: describe(after), reason } }, req)
  // As stored: the hidden field is not in the document hooks are given.
  const stored = await req.payload.db.findOne<Application>({ collection: 'applications', where: { id: { equals: originalDoc.id } }, req })
  req.context[MAIL_AGAIN] = mailAfterChange(stored)
  return { ...data, waitlistRank: after.rank }
}

/** After a change past the announcement: the applicant is mailed again, through the jobs queue, at once. */
export const mailChangedResult: CollectionAfterChangeHook<Application> = async ({ doc, req }) => {
  const mail = req.context[MAIL_AGAIN] as Application['resultMail'] | undefined
  if (!mail) return doc
  delete req.context[MAIL_AGAIN]
  await req.payload.db.updateOne({ collection: 'applications', id: doc.id, data: { resultMail: mail }, req })
  await queueResultMails(req.payload, roundIdOf(doc.round) as number, new Date(), req)
  return doc
}
