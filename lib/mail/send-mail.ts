import type { Payload } from 'payload'

import { loggableError } from '../payload/errors'

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string }

/**
 * What became of a mail: `sent` over SMTP, `kept` in the outbox only (no SMTP configured: staff can
 * read it in /admin), or `failed` (the SMTP server refused it or could not be reached).
 */
export type MailOutcome = 'sent' | 'kept' | 'failed'

/**
 * Sends one mail through Payload's e-mail adapter (cms/email/adapter.ts): over SMTP when it is
 * configured, else kept in the `mail-outbox` collection. Either way a row in the outbox
 * records it. A failure is logged and stored there too, never thrown: a mail must not fail the
 * request that caused it. Resolves to what became of it, so that nobody is told a mail went out
 * when it did not.
 * Call it after the request's own writes are committed (a pending SQLite transaction would make
 * the outbox write wait for it).
 */
export async function sendMail(payload: Payload, mail: Mail): Promise<MailOutcome> {
  try {
    await payload.sendEmail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo })
    // cms/email/adapter.ts names itself after where mails go.
    return payload.email.name === 'smtp' ? 'sent' : 'kept'
  } catch (error) {
    console.error('A mail could not be sent (see Mail outbox in /admin):', loggableError(error).message)
    return 'failed'
  }
}
