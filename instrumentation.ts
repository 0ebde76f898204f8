/** Runs once when the server starts: says which optional services are off, so nobody wonders where mail went. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ smtpSettings }, { recaptchaSettings }] = await Promise.all([import('./cms/email/smtp-settings'), import('./lib/security/recaptcha')])
  if (!smtpSettings()) console.info('[site] No SMTP_HOST set: mails are not sent; they are kept in the mail outbox (/admin) and written to the log.')
  if (!recaptchaSettings()) {
    console.info('[site] reCAPTCHA is off: set NEXT_PUBLIC_RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY to check the contact form.')
  }
}
