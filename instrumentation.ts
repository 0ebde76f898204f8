const SWEEP_EVERY_MS = 60 * 60 * 1000

/** Runs once when the server starts: says which optional services are off, so nobody wonders where mail went, and cleans up after crashes. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ smtpSettings }, { recaptchaSettings }] = await Promise.all([import('./cms/email/smtp-settings'), import('./lib/security/recaptcha')])
  if (!smtpSettings()) console.info('[site] No SMTP_HOST set: mails are not sent; they are kept in the mail outbox (/admin).')
  if (!recaptchaSettings()) {
    console.info('[site] reCAPTCHA is off: set NEXT_PUBLIC_RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY to check the contact form.')
  }
  await sweepApplicantFiles().catch((error: unknown) => console.error('[site] Sweeping applicant files at start failed:', error instanceof Error ? error.message : error))
}

/** Files of registrations cut off by a crash, at start and then every hour (another instance may crash too). */
async function sweepApplicantFiles() {
  const [{ payloadClient }, { sweepOrphanFiles }] = await Promise.all([import('./lib/content/payload'), import('./lib/registration/orphan-files')])
  const payload = await payloadClient()
  await sweepOrphanFiles(payload, { atStart: true })
  setInterval(() => void sweepOrphanFiles(payload).catch((error: unknown) => payload.logger.error({ msg: 'Sweeping applicant files failed', error: String(error) })), SWEEP_EVERY_MS).unref()
}
