import { smtpSettings } from '@/cms/email/smtp-settings'

import { resumeResultMails } from './admissions/announce'
import { startJobRunner } from './jobs/runner'
import { consoleThroughLogger } from './logging/console'
import { payloadClient } from './payload/client'
import { redisConnection } from './redis/connection'
import { undoInterruptedWrites } from './registration/interrupted-writes'
import { sweepOrphanFiles } from './registration/orphan-files'
import { indexWhenEmpty } from './search/index-document'
import { recaptchaSettings } from './security/recaptcha'

const SWEEP_EVERY_MS = 60 * 60 * 1000

/** Says which optional services are off, so nobody wonders where mail went, starts the job runner, cleans up after crashes and builds a missing search index. */
export async function onServerStart() {
  consoleThroughLogger(await payloadClient())
  if (!smtpSettings()) console.info('[site] No SMTP_HOST set: mails are not sent; they are kept in the mail outbox (/admin).')
  // Connected now rather than on the first limited request, so that the first health check already sees it.
  if (redisConnection()) console.info('[site] REDIS_URL set: limits and the page cache are shared with the other instances.')
  if (!recaptchaSettings()) console.info('[site] reCAPTCHA is off: set NEXT_PUBLIC_RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY to check the contact form.')
  startJobRunner()
  await sweepApplicantFiles().catch((error: unknown) => console.error('[site] Sweeping applicant files at start failed:', error instanceof Error ? error.message : error))
  await resumeResultMails(await payloadClient()).catch((error: unknown) => console.error('[site] Queueing the result mails a crash cut off failed:', error instanceof Error ? error.message : error))
  await indexWhenEmpty(await payloadClient()).catch((error: unknown) => console.error('[site] Building the search index at start failed:', error instanceof Error ? error.message : error))
}

/**
 * What registrations and decisions cut off by a crash left (records first, then the files no record
 * names any more), at start and then every hour (another instance may crash too).
 */
async function sweepApplicantFiles() {
  const payload = await payloadClient()
  await undoInterruptedWrites(payload, { atStart: true })
  await sweepOrphanFiles(payload, { atStart: true })
  const sweep = () =>
    undoInterruptedWrites(payload)
      .then(() => sweepOrphanFiles(payload))
      .catch((error: unknown) => payload.logger.error({ msg: 'Sweeping half-done registrations and applicant files failed', error: String(error) }))
  setInterval(sweep, SWEEP_EVERY_MS).unref()
}
