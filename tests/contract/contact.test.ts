import type { ErrorBody } from '@/lib/api/types'
import { JSON_BODY_LIMIT } from '@/lib/security/body-limits'
import enForms from '@/messages/en/forms.json'
import koForms from '@/messages/ko/forms.json'

import { CONTRACT_ENV, CONTRACT_SENDER } from '../setup/server-info'
import { call, deliveredMail, eventually, fetchFrom, freshAddress, loginAsAdmin, server } from './client'

const TEXTS = { ko: koForms.contactApi, en: enForms.contactApi }
const INVALID = { ko: '입력한 내용을 확인해 주세요.', en: 'Please check what you entered.' }
const SCHOOL_EMAIL = 'office@icseminary.example'

/** A client address of its own for each call, so the per-address limit only bites where a test wants it. */
const ownAddress = freshAddress

const send = (body: unknown, { locale = 'ko', headers = {} as Record<string, string>, from = ownAddress() } = {}) =>
  call<{ message: string } & ErrorBody>(`/api/contact/us?locale=${locale}`, {
    method: 'POST',
    body,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...headers },
    from,
  })

const message = (tag: string) => ({ name: `홍길동 ${tag}`, email: `${tag}@example.com`, message: `문의 내용 ${tag}`, recaptcha: '', consent_privacy: '1' })

type Stored = { id: number; name: string; email: string; message: string; handled: boolean; locale: string }
type Outbox = { to: string; subject: string; text: string; status: string; error?: string | null }

async function findAsAdmin<T>(collection: string, where: string): Promise<T[]> {
  const reply = await call<{ docs: T[] }>(`/cms-api/${collection}?${where}&depth=0&limit=10`, { token: await loginAsAdmin() })
  expect(reply.status).toBe(200)
  return reply.body.docs
}

/** The mail goes out after the answer: wait a little for its outbox row. */
const outboxRow = (subjectContains: string) =>
  eventually(async () => (await findAsAdmin<Outbox>('mail-outbox', `where[subject][contains]=${encodeURIComponent(subjectContains)}`))[0])

describe('POST /api/contact/us', () => {
  it('stores the message in the staff’s inbox and mails it to the school over SMTP; 200 with a message', async () => {
    const tag = `ok-${Date.now()}`
    const reply = await send({ ...message(tag), name: `  홍길동 ${tag} `, unknown: 'ignored' })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ message: TEXTS.ko.sent })

    const [stored] = await findAsAdmin<Stored>('contact-messages', `where[email][equals]=${tag}@example.com`)
    expect(stored).toMatchObject({ name: `홍길동 ${tag}`, email: `${tag}@example.com`, message: `문의 내용 ${tag}`, handled: false, locale: 'ko' })

    const mail = await outboxRow(tag)
    expect(mail).toMatchObject({ to: SCHOOL_EMAIL, subject: `홈페이지 문의: 홍길동 ${tag}`, status: 'sent' })
    const delivered = await deliveredMail(SCHOOL_EMAIL, tag)
    expect(delivered).toMatchObject({ from: CONTRACT_SENDER, to: SCHOOL_EMAIL, replyTo: `${tag}@example.com`, subject: `홈페이지 문의: 홍길동 ${tag}` })
    for (const text of [mail?.text, delivered?.text]) {
      expect(text).toContain(`문의 내용 ${tag}`)
      expect(text).toContain(`${tag}@example.com`)
      expect(text).toContain(`/admin/collections/contact-messages/${stored.id}`)
    }
  })

  it('answers in English for an English request', async () => {
    const tag = `en-${Date.now()}`
    const reply = await send(message(tag), { locale: 'en' })
    expect(reply).toMatchObject({ status: 200, body: { message: TEXTS.en.sent } })
    const [stored] = await findAsAdmin<Stored>('contact-messages', `where[email][equals]=${tag}@example.com`)
    expect(stored.locale).toBe('en')
  })

  it('stores a name on one line and a message without control characters (PostgreSQL refuses NUL)', async () => {
    const tag = `ctrl-${Date.now()}`
    const reply = await send({ ...message(tag), name: `홍길동\r\nBcc: x@evil.example\u0000${tag}`, message: `첫 줄\u0000\n둘째 줄\t${tag}\u0007` })
    expect(reply.status).toBe(200)
    const [stored] = await findAsAdmin<Stored>('contact-messages', `where[email][equals]=${tag}@example.com`)
    expect(stored).toMatchObject({ name: `홍길동 Bcc: x@evil.example ${tag}`, message: `첫 줄\n둘째 줄\t${tag}` })
  })

  it('keeps the inbox and the outbox away from everyone but admins', async () => {
    for (const collection of ['contact-messages', 'mail-outbox']) {
      expect((await call(`/cms-api/${collection}`)).status).toBe(403)
      expect((await call(`/cms-api/${collection}`, { method: 'POST', body: { name: 'x', email: 'x@example.com', message: 'x', to: 'x', subject: 'x', status: 'sent' } })).status).toBe(403)
    }
    // Not even an admin writes mails or messages by hand: only the site does.
    expect((await call('/cms-api/mail-outbox', { method: 'POST', token: await loginAsAdmin(), body: { to: 'x@example.com', subject: 'x', status: 'sent' } })).status).toBe(403)
  })

  describe.each(['ko', 'en'] as const)('field errors in the request’s language (%s)', (locale) => {
    const errors = TEXTS[locale].errors
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['everything missing', {}, { name: errors.nameRequired, email: errors.emailRequired, message: errors.messageRequired, consent_privacy: errors.consentRequired }],
      ['blank name', { name: '   ' }, { name: errors.nameRequired }],
      ['name too long', { name: 'n'.repeat(101) }, { name: errors.nameTooLong.replace('{max}', '100') }],
      ['bad e-mail', { email: 'not-an-email' }, { email: errors.emailInvalid }],
      ['e-mail with a header in it', { email: 'a@example.com\nBcc: b@example.com' }, { email: errors.emailInvalid }],
      ['message missing', { message: '' }, { message: errors.messageRequired }],
      ['message too long', { message: 'm'.repeat(5001) }, { message: errors.messageTooLong.replace('{max}', '5000') }],
      ['a number for a name', { name: 12 }, { name: errors.nameRequired }],
    ]
    it.each(cases)('%s', async (_case, change, expected) => {
      const body = Object.keys(change).length === 0 ? {} : { ...message(`field-${Date.now()}`), ...change }
      const reply = await send(body, { locale })
      expect(reply.status).toBe(422)
      expect(reply.body).toEqual({ message: INVALID[locale], errors: Object.fromEntries(Object.entries(expected).map(([field, text]) => [field, [text]])) })
    })
  })

  it('never answers 500, whatever the body (counted: see BAD_CONTACT_BODIES)', async () => {
    const statuses = await Promise.all(BAD_CONTACT_BODIES.map((body) => rawSend(body).then((response) => response.status)))
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    // Bodies over the JSON limit are refused unread (413); every other bad body is a 422.
    expect(statuses).toEqual(BAD_CONTACT_BODIES.map((body) => (Buffer.byteLength(body) > JSON_BODY_LIMIT ? 413 : 422)))
  }, 60_000)

  it('limits how often one address sends (RATE_LIMIT_CONTACT): then 429 with Retry-After; others go on', async () => {
    const from = ownAddress()
    const limit = Number(CONTRACT_ENV.RATE_LIMIT_CONTACT.split('/')[0])
    // Refused messages do not use up the allowance.
    expect((await send({ name: 'x' }, { from })).status).toBe(422)
    for (let sent = 0; sent < limit; sent++) expect((await send(message(`limit-${sent}-${Date.now()}`), { from })).status).toBe(200)
    const limited = await send(message(`limit-over-${Date.now()}`), { from, locale: 'en' })
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ message: 'Too many requests. Please try again shortly.' })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(500)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect((await send(message(`other-${Date.now()}`))).status).toBe(200)
  })

  it('refuses calls without X-Requested-With or from a foreign origin (403) and stores nothing', async () => {
    const tag = `foreign-${Date.now()}`
    expect((await call('/api/contact/us', { method: 'POST', body: message(tag) })).status).toBe(403)
    const foreign = await send(message(tag), { headers: { origin: 'https://evil.example' } })
    expect(foreign).toMatchObject({ status: 403, body: { message: '허용되지 않은 요청입니다.' } })
    expect(await findAsAdmin('contact-messages', `where[email][equals]=${tag}@example.com`)).toEqual([])
  })
})

/** Bodies /api/contact/us must refuse with 422, never 500: malformed JSON, wrong shapes, wrong types, huge strings. */
const BAD_CONTACT_BODIES: string[] = [
  '',
  'not json',
  '{"name":',
  'null',
  '0',
  '"hello"',
  'false',
  '[]',
  '[{"name":"a","email":"a@example.com","message":"m"}]',
  '{}',
  JSON.stringify({ name: null, email: null, message: null }),
  JSON.stringify({ name: 1, email: 2, message: 3 }),
  JSON.stringify({ name: ['a'], email: ['a@example.com'], message: ['m'] }),
  JSON.stringify({ name: { a: 1 }, email: { $ne: null }, message: { toString: 'x' } }),
  JSON.stringify({ name: true, email: false, message: true }),
  JSON.stringify({ name: '', email: '', message: '' }),
  JSON.stringify({ name: '\u0000', email: '\u0000', message: '\u0000' }),
  JSON.stringify({ name: 'n'.repeat(1_000_000), email: 'a@example.com', message: 'm' }),
  JSON.stringify({ name: 'n', email: `${'e'.repeat(1_000_000)}@example.com`, message: 'm' }),
  JSON.stringify({ name: 'n', email: 'a@example.com', message: 'm'.repeat(3_000_000) }),
  JSON.stringify({ name: 'n', email: 'a@@example.com', message: 'm' }),
  JSON.stringify({ name: 'n', email: '<script>@example.com', message: 'm' }),
  JSON.stringify({ name: 'n', email: 'a@example.com\u0000', message: 'm' }),
  JSON.stringify({ name: '\u0000', email: 'a@example.com', message: '\u0000\u0001' }),
  JSON.stringify({ name: 'n', email: 'a@example.com' }),
  JSON.stringify({ email: 'a@example.com', message: 'm' }),
  JSON.stringify({ name: 'n', message: 'm', recaptcha: 'x' }),
  JSON.stringify({ name: '🙂'.repeat(101), email: 'a@example.com', message: 'm' }),
  JSON.stringify({ __proto__: { name: 'n' }, email: 'a@example.com', message: 'm' }),
  JSON.stringify({ constructor: { prototype: { name: 'n' } }, email: 'a@example.com', message: 'm' }),
  JSON.stringify(Array.from({ length: 1000 }, (_, index) => index)),
  `{"name":"${'['.repeat(5000)}"}`,
]

function rawSend(body: string) {
  return fetchFrom(ownAddress(), `${server.baseUrl}/api/contact/us`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    body,
  })
}
