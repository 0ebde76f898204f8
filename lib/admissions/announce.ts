import type { Payload } from 'payload'

import type { Localized } from '../content/localize'
import { mailResult, type MailContext } from '../registration/mails'
import { isAnnounced } from './schedule'

/**
 * Mails every decided application of an announced round whose mail is due (first announcement or a later change), one
 * by one, each marked sent once it went out (every mail is in the outbox either way). A round not announced yet at
 * `now` (its instant was moved later: a new job waits for it) mails nothing. Throws when a mail failed, so that the
 * queue retries the task; the ones sent are not sent again.
 */
export async function mailDueResults(payload: Payload, roundId: number, context: MailContext, now: Date = new Date()): Promise<{ sent: number }> {
  const round = await payload.findByID({ collection: 'admission-rounds', id: roundId, depth: 0, locale: 'all', overrideAccess: true, disableErrors: true })
  if (!round || !isAnnounced(round, now)) return { sent: 0 }
  const { docs } = await payload.find({
    collection: 'applications',
    where: { and: [{ round: { equals: roundId } }, { result: { exists: true } }, { resultMail: { in: ['due', 'changed'] } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  let failed = 0
  for (const application of docs) {
    const outcome = await mailResult(payload, application, round.name as unknown as Localized<string>, application.resultMail === 'changed', context)
    if (outcome === 'failed') failed += 1
    else await payload.db.updateOne({ collection: 'applications', id: application.id, data: { resultMail: 'sent' } })
  }
  if (failed > 0) throw new Error(`${failed} of ${docs.length} result mails of round ${roundId} failed; the queue tries them again`)
  return { sent: docs.length }
}
