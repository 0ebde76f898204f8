import en from '@/messages/en/registration.json'
import ko from '@/messages/ko/registration.json'

import { CONTRACT_ENV, TEST_PROFESSOR } from '../setup/server-info'
import { call, deliveredMail, fetchFrom, freshAddress, loginAsAdmin, server } from './client'
import { decide, enrolStudent, openDepartmentId, PDF, PNG, register, removeRegistrations, TEXT, validForm } from './registration-helpers'

type StatusBody = {
  data: { reference: string; status: string; submitted_at: string; student_number?: string; reason?: string; documents: { title: string; name: string; url: string }[] }
}
type ErrorBody = { message: string; errors?: Record<string, string[]> }

// Every registration and status check hashes a password; on a busy machine a test can take a few seconds.
jest.setTimeout(60_000)

const PASSWORD = 'applicant-pass-1'
const LOGIN_LIMIT = Number(CONTRACT_ENV.RATE_LIMIT_LOGIN.split('/')[0])
const emails = Array.from({ length: 4 }, (_, index) => `status-${index}-${Date.now()}@example.com`)
const applications: { id: number; reference: string }[] = []

const lookUp = (body: unknown, { from = freshAddress(), locale = 'ko', headers = { 'x-requested-with': 'XMLHttpRequest' } as Record<string, string> } = {}) =>
  call<StatusBody & ErrorBody>(`/api/registration/status?locale=${locale}`, { method: 'POST', from, body, headers })

const signInFrom = (from: string, email: string, password: string, locale = 'ko') =>
  call<ErrorBody>(`/api/login?locale=${locale}`, { method: 'POST', from, headers: { 'x-requested-with': 'XMLHttpRequest' }, body: { type: 'student', email, password, device: 'web' } })

beforeAll(async () => {
  const departmentId = await openDepartmentId()
  for (const email of emails) {
    const reply = await register(validForm(email, departmentId))
    if (reply.status !== 201) throw new Error(`registration failed: ${reply.status}`)
    applications.push(reply.body.data)
  }
}, 120_000)

afterAll(() => removeRegistrations(emails))

describe('the reference of an application', () => {
  it('is the year and the order of arrival, different for every application and not its id', () => {
    const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(new Date())
    const references = applications.map(({ reference }) => reference)
    for (const reference of references) expect(reference).toMatch(new RegExp(`^${year}-\\d{4}$`))
    expect(new Set(references).size).toBe(references.length)
    const sequences = references.map((reference) => Number(reference.slice(5)))
    expect(sequences).toEqual(sequences.map((_, index) => sequences[0] + index))
    expect(references).not.toContain(String(applications[0].id))
  })

  it('is in the receipt mail, with what happens next and the status page', async () => {
    // The applicants applied in English (the helpers post with ?locale=en).
    const mail = await deliveredMail(emails[0], 'arrived')
    expect(mail?.text).toContain(`Reference: ${applications[0].reference}`)
    expect(mail?.text).toMatch(new RegExp(`http://[^/]+:${new URL(server.baseUrl).port}/en/student-registration/status\n`))
    expect(mail?.text).toContain('What happens next')
  })
})

describe('POST /api/registration/status', () => {
  it('tells a pending applicant that the application was received, with its date and files', async () => {
    const reply = await lookUp({ email: emails[0], password: PASSWORD })
    expect(reply.status).toBe(200)
    expect(reply.body.data).toMatchObject({ reference: applications[0].reference, status: 'received', submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) })
    expect(reply.body.data).not.toHaveProperty('student_number')
    expect(reply.body.data).not.toHaveProperty('reason')
    expect(reply.body.data.documents.map(({ title, name }) => [title, name])).toEqual([
      ['사진', 'me.png'],
      ['신앙 고백서', 'confession.txt'],
      ['학업 계획서', '학업 계획서.pdf'],
    ])
    // Nothing else of the application is told, least of all the citizenship number.
    expect(JSON.stringify(reply.body)).not.toMatch(/950505|김지원|citizenship/)
  })

  it('answers the reference (접수 번호), e-mail and date of birth without a password, and one refusal when any part is wrong', async () => {
    const dob = String(validForm(emails[0], 1).dob)
    const reply = await lookUp({ reference: applications[0].reference, email: emails[0].toUpperCase(), dob })
    expect(reply.status).toBe(200)
    expect(reply.body.data).toMatchObject({ reference: applications[0].reference, status: 'received' })
    expect(reply.body.data.documents).toHaveLength(3)
    const english = await lookUp({ reference: applications[0].reference, email: emails[0], dob }, { locale: 'en' })
    expect(english.body.data.documents.map(({ title }) => title)).toEqual(['Photo', 'Confession of faith', 'Study plan'])
    const wrong = [
      { reference: applications[1].reference, email: emails[0], dob },
      { reference: applications[0].reference, email: emails[1], dob },
      { reference: applications[0].reference, email: emails[0], dob: '1999-01-01' },
      { reference: applications[0].reference, email: emails[0] },
      { reference: '', email: '', dob: '' },
    ]
    const from = freshAddress()
    for (const body of wrong) {
      const refused = await lookUp(body, { from })
      expect(refused.status).toBe(422)
      expect(refused.body.errors?.reference).toEqual(['입력한 정보와 일치하는 지원서가 없습니다. 접수 번호, 이메일, 생년월일을 확인해 주세요.'])
      expect(JSON.stringify(refused.body)).not.toContain(applications[0].reference)
    }
  })

  it('reads the date of birth as the form does, and a date it cannot read is a field error, not a failed attempt', async () => {
    const proof = { reference: applications[0].reference, email: emails[0] }
    for (const dob of ['19950505', '1995.05.05', '1995-5-5', '1995/05/05', ' 1995년 5월 5일 ']) {
      const reply = await lookUp({ ...proof, dob })
      expect([dob, reply.status, reply.body.data?.reference]).toEqual([dob, 200, proof.reference])
    }
    // More unreadable dates than the address's budget of failed attempts (RATE_LIMIT_LOGIN=10): none is counted.
    const from = freshAddress()
    for (const dob of Array.from({ length: 11 }, (_, index) => ['05/05/1995', '1995-02-30', 'yesterday'][index % 3])) {
      const reply = await lookUp({ ...proof, dob }, { from, locale: dob === 'yesterday' ? 'en' : 'ko' })
      expect([dob, reply.status]).toEqual([dob, 422])
      // A shape the site does not read is told the shapes it reads; a day that does not exist, that it does not.
      const expected = { '05/05/1995': ko.registrationErrors.dateFormat, '1995-02-30': ko.registrationErrors.dateNotReal, yesterday: en.registrationErrors.dateFormat }[dob]
      expect(reply.body.errors).toEqual({ dob: [expected] })
    }
    expect((await lookUp({ ...proof, dob: '1995-05-05' }, { from })).status).toBe(200)
  })

  it('gives the applicant links to their own files that work without a session and cannot be altered', async () => {
    const { documents } = (await lookUp({ email: emails[0], password: PASSWORD })).body.data
    const expected = [PNG, TEXT, PDF]
    for (const [index, document] of documents.entries()) {
      const response = await fetch(server.baseUrl + document.url)
      expect(response.status).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(expected[index])).toBe(true)
    }
    const [path, token] = documents[0].url.split('?access=')
    const otherFile = documents[1].url.split('?')[0]
    expect((await call(`${otherFile}?access=${token}`)).status).toBe(403)
    expect((await call(`${path}?access=${token.slice(0, -2)}xx`)).status).toBe(403)
    expect((await call(`${path}?access=${Date.now() + 3_600_000}.forged`)).status).toBe(403)
    expect((await call(path)).status).toBe(401)
  })

  it('says "under review" once an admin starts the review, and gives the student number once the payment is confirmed', async () => {
    const token = await loginAsAdmin()
    const { id } = applications[1]
    expect((await decide(id, 'review')).status).toBe(403)
    expect((await decide(id, 'review', { token })).status).toBe(200)
    expect((await decide(id, 'review', { token })).status).toBe(200)
    expect((await lookUp({ email: emails[1], password: PASSWORD }, { locale: 'en' })).body.data.status).toBe('reviewing')

    const approved = await enrolStudent(id, { token })
    expect(approved.status).toBe(200)
    const reply = await lookUp({ email: emails[1], password: PASSWORD })
    expect(reply.body.data).toMatchObject({ reference: applications[1].reference, status: 'approved', student_number: approved.body.studentNumber })
    expect((await decide(id, 'review', { token })).status).toBe(409)
  })

  it('gives the reason of a rejection', async () => {
    const reason = '제출 서류가 부족합니다.'
    expect((await decide(applications[2].id, 'reject', { token: await loginAsAdmin(), body: { reason } })).status).toBe(200)
    const reply = await lookUp({ email: emails[2], password: PASSWORD })
    expect(reply.body.data).toMatchObject({ status: 'rejected', reason })
    expect(reply.body.data).not.toHaveProperty('student_number')
  })

  it('answers a wrong password, an unknown address and an account without an application with the login’s one message', async () => {
    const loginRefusal = await signInFrom(freshAddress(), emails[3], 'wrong-password')
    expect(loginRefusal.status).toBe(422)
    const refusals = [
      await lookUp({ email: emails[3], password: 'wrong-password' }),
      await lookUp({ email: `nobody-${Date.now()}@example.com`, password: PASSWORD }),
      await lookUp({ email: TEST_PROFESSOR.email, password: TEST_PROFESSOR.password }),
    ]
    for (const reply of refusals) {
      expect(reply.status).toBe(422)
      expect(reply.body).toEqual(loginRefusal.body)
    }
    const english = await lookUp({ email: emails[3], password: 'wrong-password' }, { locale: 'en' })
    expect(english.body.errors?.email).toEqual(['The e-mail address or password is incorrect.'])
  })

  it('refuses missing or odd input with field errors, and foreign requests, without a 500', async () => {
    const empty = await lookUp({})
    expect(empty.status).toBe(422)
    expect(Object.keys(empty.body.errors ?? {}).sort()).toEqual(['email', 'password'])
    for (const body of [{ email: 42, password: [] }, { email: 'a'.repeat(300), password: PASSWORD }, { email: 'x\u0000@example.com', password: PASSWORD }, 'not an object']) {
      expect((await lookUp(body)).status).toBe(422)
    }
    expect((await lookUp({ email: emails[3], password: PASSWORD }, { headers: {} })).status).toBe(403)
  })

  it('shares the sign-in budget of the address: failures here count for /api/login, and then both answer 429', async () => {
    const from = freshAddress()
    // The contract server allows 10 failed sign-ins per address (RATE_LIMIT_LOGIN=10/600s).
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await lookUp({ email: `nobody-${attempt}@example.com`, password: 'wrong' }, { from })).status).toBe(422)
    }
    const limited = await lookUp({ email: emails[3], password: PASSWORD }, { from })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await signInFrom(from, emails[3], PASSWORD)).status).toBe(429)
    expect((await lookUp({ email: emails[3], password: PASSWORD })).status).toBe(200)
  })

  it('locks a reference after ten failed proofs, from whatever addresses: 429 with Retry-After and the per-address limit’s message, even for the right proof', async () => {
    const { reference } = applications[3]
    const dob = String(validForm(emails[3], 1).dob)
    const other = { reference: applications[0].reference, email: emails[0], dob }
    // Ten wrong dates of birth (the default rule, RATE_LIMIT_APPLICATION_PROOF=10/1h), each from an address of its own.
    for (let year = 1960; year < 1970; year += 1) expect((await lookUp({ reference, email: emails[3], dob: `${year}-01-01` })).status).toBe(422)
    const addressLimited = await perAddressRefusal()
    for (const endpoint of ['status', 'my-data', 'privacy-requests']) {
      const locked = await call<ErrorBody>(`/api/registration/${endpoint}?locale=ko`, { method: 'POST', from: freshAddress(), headers: { 'x-requested-with': 'XMLHttpRequest' }, body: { reference, email: emails[3], dob, kind: 'correction', details: '주소 변경' } })
      expect(locked.status).toBe(429)
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(locked.body).toEqual(addressLimited.body)
    }
    // Another reference, and the same applicant with their password, are not locked.
    expect((await lookUp(other)).status).toBe(200)
    expect((await lookUp({ email: emails[3], password: PASSWORD })).status).toBe(200)
  })

  it('answers an IPv6 client (the site listens on ::1) and counts its failures under its address like any other', async () => {
    const ipv6 = `http://[::1]:${new URL(server.baseUrl).port}`
    const statuses: number[] = []
    for (let attempt = 0; attempt <= LOGIN_LIMIT; attempt += 1) {
      const reply = await fetchFrom('::1', `${ipv6}/api/registration/status?locale=ko`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify({ email: `nobody-v6-${attempt}@example.com`, password: 'wrong' }) })
      statuses.push(reply.status)
      await reply.arrayBuffer()
    }
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(422), 429])
    expect((await lookUp({ email: emails[3], password: PASSWORD })).status).toBe(200)
  })
})

/** The refusal of an address past its budget of failed sign-ins, to compare other refusals with. */
async function perAddressRefusal() {
  const from = freshAddress()
  for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) await lookUp({ email: `nobody-${attempt}@example.com`, password: 'wrong' }, { from })
  const refused = await lookUp({ email: emails[3], password: PASSWORD }, { from })
  expect(refused.status).toBe(429)
  return refused
}

describe('the status page', () => {
  it.each([
    ['ko', '', '예: 2026-0001', '예: 1995-05-05'],
    ['en', '/en', 'e.g. 2026-0001', 'e.g. 1995-05-05'],
  ] as const)('gives its examples as hints under the fields, not as placeholders that look filled in (%s)', async (_, prefix, referenceHint, dobHint) => {
    const { status, body } = await call<string>(`${prefix}/student-registration/status`)
    expect(status).toBe(200)
    for (const [name, hint] of [['reference', referenceHint], ['dob', dobHint]]) {
      const input = body.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? ''
      expect([name, /placeholder=/.test(input), input.includes(`aria-describedby="status-${name}-hint"`)]).toEqual([name, false, true])
      expect(body).toContain(`id="status-${name}-hint"`)
      expect(body.match(new RegExp(`id="status-${name}-hint"[^>]*>([^<]*)<`))?.[1]).toBe(hint)
    }
  })
})
