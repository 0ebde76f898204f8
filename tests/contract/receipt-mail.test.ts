import { deliveredMail } from './client'
import { openDepartmentId, register, removeRegistrations, validForm } from './registration-helpers'
import ko from '../../messages/ko/registration.json'
import en from '../../messages/en/registration.json'

/**
 * After an application the applicant is told only what happened to the receipt mail:
 * sent, when it went out over SMTP; not sent, when the site has no mail server and only kept it in
 * the outbox. In both languages, in the API's answer (which the success screen shows). This server
 * sends over SMTP (the mail catcher); the outbox-only wording is checked by e2e/registration.spec.ts,
 * whose server has no SMTP.
 */
jest.setTimeout(60_000)

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

afterAll(() => removeRegistrations(emails))

it.each(LOCALES)('says the receipt was sent when it went out over SMTP (%s)', async (locale) => {
  const { email, data } = await apply(locale, 'sent')
  expect(data.mail).toBe('sent')
  expect(data.message).toBe(TEXTS[locale].sent.replace('{email}', email))
  // And it really did.
  expect(await deliveredMail(email, '')).toBeDefined()
})
