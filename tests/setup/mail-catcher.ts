import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type MailCatcher = { port: number; close: () => Promise<void> }

/**
 * A real SMTP server on 127.0.0.1 for the test site to send to: every mail it accepts is written to
 * `dir` as an .eml file, for the tests to read with `deliveredMails`. Plain SMTP without TLS or login,
 * as a mail relay on the same host would be.
 */
export async function startMailCatcher(dir: string): Promise<MailCatcher> {
  fs.mkdirSync(dir, { recursive: true })
  let received = 0
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        fs.writeFileSync(path.join(dir, `${String(++received).padStart(5, '0')}.eml`), Buffer.concat(chunks))
        done()
      })
    },
  })
  // A sender that dies mid-mail (a test kills the site with kill -9) resets its connection; smtp-server reports that
  // as the server's 'error', which unheard would end the test run. A relay drops such a mail and goes on; so does this.
  smtp.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = smtp.server.address() as AddressInfo
  return { port, close: () => new Promise((resolve) => smtp.close(() => resolve())) }
}

export type DeliveredMail = { from: string; to: string; replyTo: string; subject: string; text: string }

const parsedMails = new Map<string, Promise<DeliveredMail>>()

/** The mails the catcher received so far, decoded: addresses as `Name <address>` or `address`, the body as text. Each file is parsed once. */
export async function deliveredMails(dir: string): Promise<DeliveredMail[]> {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).sort() : []
  return Promise.all(
    files.map((name) => {
      const file = path.join(dir, name)
      if (!parsedMails.has(file)) parsedMails.set(file, parseMail(file))
      return parsedMails.get(file)!
    }),
  )
}

async function parseMail(file: string): Promise<DeliveredMail> {
  const mail = await simpleParser(fs.readFileSync(file))
  const addresses = (field: AddressObject | AddressObject[] | undefined) =>
    [field ?? []].flat().flatMap((group) => group.value.map((entry) => (entry.name ? `${entry.name} <${entry.address}>` : (entry.address ?? '')))).join(', ')
  return { from: addresses(mail.from), to: addresses(mail.to), replyTo: addresses(mail.replyTo), subject: mail.subject ?? '', text: mail.text ?? '' }
}
