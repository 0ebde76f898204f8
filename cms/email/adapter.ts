import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'
import sanitize from 'sanitize-html'

import { loggableError } from '../../lib/payload/errors'
import { SMTP_CONNECTIONS, sender, smtpSettings } from './smtp-settings'

type OutboxStatus = 'sent' | 'failed' | 'kept'

const MAX_STORED_TEXT = 20_000

/**
 * Payload's official nodemailer adapter, on SMTP_* from the environment, with a record of every mail
 * in the `mail-outbox` collection: sent, failed (with the error) or, when no SMTP is configured, kept
 * there instead of being sent (the message is still built by nodemailer, into JSON, so a malformed
 * one fails the same way). A failed send still throws, so the caller decides whether that matters;
 * lib/mail/send-mail.ts never lets it fail a request.
 */
export async function schoolEmailAdapter(): Promise<EmailAdapter> {
  const smtp = smtpSettings()
  const from = sender()
  const official = await nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    // Checked on the first send instead: a start must not wait for (or fail on) a mail server.
    skipVerify: true,
    transport: nodemailer.createTransport(
      smtp
        ? {
            host: smtp.host,
            port: smtp.port,
            secure: smtp.secure,
            auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
            pool: true,
            maxConnections: SMTP_CONNECTIONS,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 20_000,
          }
        : { jsonTransport: true },
    ),
  })

  return ({ payload }) => {
    const adapter = official({ payload })
    return {
      ...adapter,
      name: smtp ? 'smtp' : 'outbox',
      sendEmail: async (message: SendEmailOptions) => {
        try {
          const info = await adapter.sendEmail(message)
          if (!smtp) {
            // Only that it exists: addresses, names and reset links are personal data or secrets, never logged.
            payload.logger.info('A mail was kept in the outbox, not sent (no SMTP_HOST set): read it in /admin → Mail outbox.')
          }
          await record(payload, message, smtp ? 'sent' : 'kept')
          return info
        } catch (error) {
          payload.logger.error({ error: loggableError(error), msg: 'Sending a mail failed (kept in the outbox with the error)' })
          await record(payload, message, 'failed', error instanceof Error ? error.message : String(error))
          throw error
        }
      },
    }
  }
}

async function record(payload: Payload, message: SendEmailOptions, status: OutboxStatus, error?: string) {
  try {
    await payload.create({
      collection: 'mail-outbox',
      overrideAccess: true,
      data: { to: recipients(message.to) || '-', subject: String(message.subject ?? '') || '-', text: bodyText(message).slice(0, MAX_STORED_TEXT), status, error },
    })
  } catch (cause) {
    payload.logger.error({ error: loggableError(cause), msg: 'Could not store a mail in the outbox' })
  }
}

/** The recipients as text: nodemailer accepts a string, an address object or (nested) lists of them. */
function recipients(to: unknown): string {
  if (typeof to === 'string') return to
  if (Array.isArray(to)) return to.map(recipients).filter(Boolean).join(', ')
  if (to && typeof to === 'object' && 'address' in to && typeof to.address === 'string') return to.address
  return ''
}

/** The plain text of a mail, from `text` or else from its HTML with the tags removed. */
function bodyText(message: SendEmailOptions): string {
  if (typeof message.text === 'string') return message.text
  if (typeof message.html === 'string') return sanitize(message.html, { allowedTags: [], allowedAttributes: {} }).trim()
  return ''
}
