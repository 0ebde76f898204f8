import type { Payload } from 'payload'

import { loggableError } from '../payload/errors'

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string }

/**
 * Sends one mail through Payload's e-mail adapter (cms/email/adapter.ts): over SMTP when it is
 * configured, else kept in the `mail-outbox` collection. Either way a row in the outbox
 * records it. A failure is logged and stored there too, never thrown: a mail must not fail the
 * request that caused it. Resolves to whether the mail left (or was kept) without error.
 * Call it after the request's own writes are committed (a pending SQLite transaction would make
 * the outbox write wait for it).
 */
export async function sendMail(payload: Payload, mail: Mail): Promise<boolean> {
  try {
    await payload.sendEmail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo })
    return true
  } catch (error) {
    console.error('A mail could not be sent (see Mail outbox in /admin):', loggableError(error).message)
    return false
  }
}
