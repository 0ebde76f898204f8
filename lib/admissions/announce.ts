import { hostname } from 'node:os'

import pLimit from 'p-limit'
import type { Payload, Where } from 'payload'

import { SMTP_CONNECTIONS } from '../../cms/email/smtp-settings'
import type { Localized } from '../content/localize'
import { loggableError } from '../payload/errors'
import { mailResult, type MailContext } from '../registration/mails'
import { queueResultMails } from './queue'
import { abandonedClaim, claimBy } from './result-mail'
import { isAnnounced } from './schedule'

const DUE = ['due', 'changed', 'promoted'] as const
type Due = (typeof DUE)[number]

/**
 * This process, as the claimant of the mails it is sending: the same for every copy of this module the process holds,
 * and new after a restart. A claim of another process is taken over only once abandoned (abandonedClaim): a mail cut
 * off by a crash may go twice, never not at all, and one a live instance is sending goes once.
 */
const CLAIMANT = `${hostname()}:${process.pid}:${Math.round(performance.timeOrigin)}`

/** A crash injected after a claim, in a test server only (TEST_FAULTS, never production), as a killed process leaves it. */
const crashAfterClaim = () => process.env.TEST_FAULTS === '1' && process.env.APP_ENV !== 'production' && process.env.TEST_ANNOUNCE_FAULT === 'crash-after-claim'

/**
 * Mails every decided application of an announced round whose mail is due (first announcement, a later change or a late
 * offer from the waiting list), a few at a time. Each is claimed before it goes and marked sent only once it went (every mail
 * is in the outbox, sent, kept or failed): a claim left by a process that died is taken over by the next run. A round not
 * announced yet at `now` (its instant was moved later: a new job waits for it) mails nothing. Throws when a mail failed,
 * so that the queue retries the task; the ones sent are not sent again.
 */
export async function mailDueResults(payload: Payload, roundId: number, context: MailContext, now: Date = new Date()): Promise<{ sent: number }> {
  const round = await payload.findByID({ collection: 'admission-rounds', id: roundId, depth: 0, locale: 'all', overrideAccess: true, disableErrors: true })
  if (!round || !isAnnounced(round, now)) return { sent: 0 }
  const { docs } = await payload.find({
    collection: 'applications',
    where: { and: [{ round: { equals: roundId } }, { result: { exists: true } }, { resultMail: { in: [...DUE] } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    // resultMail is hidden from every answer, this read's included.
    showHiddenFields: true,
  })
  let failed = 0
  const mailOne = async (application: (typeof docs)[number]) => {
    const due = application.resultMail as Due
    const seen = application.resultMailClaim
    if (seen && !abandonedClaim(seen, hostname(), Date.now())) return
    const claim = claimBy(CLAIMANT, new Date())
    const mine: Where[] = [{ id: { equals: application.id } }, { resultMailClaim: { equals: claim } }]
    // Claimed in one conditional UPDATE, only if the claim is still the one read: of two runs at once (the
    // announcement's and a late change's, or two instances'), only one gets it, so nobody gets the mail twice.
    const claimed = await payload.db.updateOne({
      collection: 'applications',
      where: { and: [{ id: { equals: application.id } }, { resultMail: { equals: due } }, seen ? { resultMailClaim: { equals: seen } } : { resultMailClaim: { exists: false } }] },
      data: { resultMailClaim: claim },
      options: { atomic: true },
    })
    if (!claimed) return
    if (crashAfterClaim()) process.kill(process.pid, 'SIGKILL')
    // A mail that could not even be written (no outbox row) fails as one refused would: the claim goes, the queue retries.
    const outcome = await mailResult(payload, application, round.name as unknown as Localized<string>, due, context).catch((error: unknown) => {
      payload.logger.error({ error: loggableError(error), msg: `The result mail of application ${application.id} could not be written` })
      return 'failed' as const
    })
    if (outcome === 'failed') {
      failed += 1
      await payload.db.updateOne({ collection: 'applications', where: { and: mine }, data: { resultMailClaim: null } })
      return
    }
    // Sent, unless the result changed since it was read: then only the claim goes, and the mail the change made due is
    // queued again, as the change's own job may have run while this claim kept it away.
    const unchanged: Where[] = [{ resultMail: { equals: due } }, { result: { equals: application.result } }]
    if (application.result === 'waitlist') unchanged.push({ waitlistRank: { equals: application.waitlistRank } })
    const sent = await payload.db.updateOne({ collection: 'applications', where: { and: [...mine, ...unchanged] }, data: { resultMail: 'sent', resultMailClaim: null } })
    if (sent) return
    await payload.db.updateOne({ collection: 'applications', where: { and: mine }, data: { resultMailClaim: null } })
    await queueResultMails(payload, roundId, new Date())
  }
  // A few at a time, one per SMTP connection: each mail waits mostly for the mail server.
  const limit = pLimit(SMTP_CONNECTIONS)
  await Promise.all(docs.map((application) => limit(() => mailOne(application))))
  if (failed > 0) throw new Error(`${failed} of ${docs.length} result mails of round ${roundId} failed; the queue tries them again`)
  return { sent: docs.length }
}

/**
 * At start: the result mails a crash cut off are queued again. Payload's queue leaves the job of a process that died as
 * running for good, so nothing else would send them.
 */
export async function resumeResultMails(payload: Payload, now: Date = new Date()): Promise<void> {
  const { docs } = await payload.find({
    collection: 'applications',
    where: { and: [{ result: { exists: true } }, { resultMail: { in: [...DUE] } }, { resultMailClaim: { exists: true } }] },
    pagination: false,
    depth: 0,
    select: { round: true },
    overrideAccess: true,
    showHiddenFields: true,
  })
  const rounds = new Set(docs.map(({ round }) => (typeof round === 'object' ? round?.id : round)).filter((id): id is number => typeof id === 'number'))
  for (const round of rounds) await queueResultMails(payload, round, now)
}
