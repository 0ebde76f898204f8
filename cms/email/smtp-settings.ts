/** SMTP settings from the environment; null when SMTP_HOST is not set (mail then stays in the outbox). */
export type SmtpSettings = { host: string; port: number; secure: boolean; user?: string; pass?: string }

export type Sender = { name: string; address: string }

/**
 * SMTP connections kept open and used at once: a results day's mails go a few at a time (lib/admissions/announce.ts)
 * over connections already greeted and authenticated, not one new connection per mail.
 */
export const SMTP_CONNECTIONS = 4

export function smtpSettings(env: Readonly<Record<string, string | undefined>> = process.env): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim()
  if (!host) return null
  const port = Number(env.SMTP_PORT) || 587
  return {
    host,
    port,
    // Port 465 speaks TLS from the first byte; the others upgrade with STARTTLS when the server offers it.
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1' : port === 465,
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
  }
}

/** SMTP_FROM as `Name <address>` or a bare address; defaults to the school's name at no-reply@localhost. */
export function sender(env: Readonly<Record<string, string | undefined>> = process.env): Sender {
  const value = env.SMTP_FROM?.trim() ?? ''
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value)
  if (named) return { name: named[1].trim() || DEFAULT_SENDER.name, address: named[2].trim() }
  return value.includes('@') ? { name: DEFAULT_SENDER.name, address: value } : DEFAULT_SENDER
}

const DEFAULT_SENDER: Sender = { name: '국제기독신학교', address: 'no-reply@localhost' }
