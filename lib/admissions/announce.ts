import type { Payload } from 'payload'

import type { Localized } from '../content/localize'
import { mailResult, type MailContext } from '../registration/mails'
import { isAnnounced } from './schedule'

/**
 * Result mails sent at once. At the announcement every applicant looks up their result: a mail sent alone waits its turn
 * behind the lookups at each step of its SMTP exchange, and one at a time they went out at two a second
 * (docs/performance.md, "Results day"). A few at once, not all: a school's mail relay may refuse many connections.
 */
const MAILS_AT_ONCE = 8

/**
 * Mails every decided application of an announced round whose mail is due (first announcement, a later change or a late
 * offer from the waiting list), MAILS_AT_ONCE at a time, each claimed as sent before it goes (every mail is in the
 * outbox either way). A round not announced yet at `now` (its instant was moved later: a new job waits for it) mails
 * nothing. Throws when a mail failed, so that the queue retries the task; the ones sent are not sent again.
 */
export async function mailDueResults(payload: Payload, roundId: number, context: MailContext, now: Date = new Date()): Promise<{ sent: number }> {
  const round = await payload.findByID({ collection: 'admission-rounds', id: roundId, depth: 0, locale: 'all', overrideAccess: true, disableErrors: true })
  if (!round || !isAnnounced(round, now)) return { sent: 0 }
  const { docs } = await payload.find({
    collection: 'applications',
    where: { and: [{ round: { equals: roundId } }, { result: { exists: true } }, { resultMail: { in: ['due', 'changed', 'promoted'] } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    // resultMail is hidden from every answer, this read's included.
    showHiddenFields: true,
  })
  let failed = 0
  const queue = [...docs]
  const mailNext = async (application: (typeof docs)[number]) => {
    const due = application.resultMail
    // Claimed in one conditional UPDATE before it is sent: of two runs at once (the announcement's and a late
    // change's), only one finds it still due, so nobody gets the mail twice. A failed mail is due again.
    const claimed = await payload.db.updateOne({
      collection: 'applications',
      where: { and: [{ id: { equals: application.id } }, { resultMail: { equals: due } }] },
      data: { resultMail: 'sent' },
      options: { atomic: true },
    })
    if (!claimed) return
    const outcome = await mailResult(payload, application, round.name as unknown as Localized<string>, due as 'due' | 'changed' | 'promoted', context)
    if (outcome !== 'failed') return
    failed += 1
    await payload.db.updateOne({ collection: 'applications', id: application.id, data: { resultMail: due } })
  }
  await Promise.all(
    Array.from({ length: Math.min(MAILS_AT_ONCE, queue.length) }, async () => {
      for (let application = queue.shift(); application; application = queue.shift()) await mailNext(application)
    }),
  )
  if (failed > 0) throw new Error(`${failed} of ${docs.length} result mails of round ${roundId} failed; the queue tries them again`)
  return { sent: docs.length }
}
