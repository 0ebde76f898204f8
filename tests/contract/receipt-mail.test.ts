import fs from 'node:fs'

import { SERVER_INFO_FILE } from '../setup/server-info'
import { exited, serveSite } from '../setup/site-server'
import { deliveredMail, server } from './client'
import { openDepartmentId, register, removeRegistrations, validForm } from './registration-helpers'
import ko from '../../messages/ko/registration.json'
import en from '../../messages/en/registration.json'

/**
 * After an application the applicant is told only what happened to the receipt mail (issue 33):
 * sent, when it went out over SMTP; to be sent, when the site has no mail server and only kept it in
 * the outbox. In both languages, in the API's answer (which the success screen shows).
 */
jest.setTimeout(240_000)

const TEXTS = { ko: ko.registration.successMail, en: en.registration.successMail }
const LOCALES = ['ko', 'en'] as const
type Created = { data: { mail: string; message: string; reference: string } }

const emails: string[] = []

async function apply(locale: 'ko' | 'en', tag: string) {
  const email = `receipt-${tag}-${locale}-${Date.now()}@example.com`
  emails.push(email)
  const reply = await register(validForm(email, await openDepartmentId()), { locale })
  expect(reply.status).toBe(201)
  return { email, data: (reply.body as unknown as Created).data }
}

/** Serves the same site (data, database) again with `env` added, as a restart with other settings would. */
async function restartWith(env: Record<string, string>) {
  process.kill(-server.pid, 'SIGTERM')
  await exited(server.pid)
  Object.assign(server, await serveSite({ ...server, extraEnv: { ...server.extraEnv, ...env } }))
  fs.writeFileSync(SERVER_INFO_FILE, JSON.stringify(server))
}

afterAll(() => removeRegistrations(emails))

it.each(LOCALES)('says the receipt was sent when it went out over SMTP (%s)', async (locale) => {
  const { email, data } = await apply(locale, 'sent')
  expect(data.mail).toBe('sent')
  expect(data.message).toBe(TEXTS[locale].sent.replace('{email}', email))
  // And it really did.
  expect(await deliveredMail(email, '')).toBeDefined()
})

describe('without a mail server', () => {
  const smtp = { ...server.extraEnv }

  beforeAll(() => restartWith({ SMTP_HOST: '' }), 180_000)
  afterAll(() => restartWith({ SMTP_HOST: smtp.SMTP_HOST ?? '' }), 180_000)

  it.each(LOCALES)('says the receipt will be sent, not that it was (%s)', async (locale) => {
    const { email, data } = await apply(locale, 'kept')
    expect(data.mail).toBe('kept')
    expect(data.message).toBe(TEXTS[locale].kept.replace('{email}', email))
    expect(data.message).not.toBe(TEXTS[locale].sent.replace('{email}', email))
  })
})
