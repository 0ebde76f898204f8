import type { ErrorBody, HeldPersonalData, PrivacyRequestSummary } from '@/lib/api/types'
import enRegistration from '@/messages/en/registration.json'
import koRegistration from '@/messages/ko/registration.json'

import { call, freshAddress, loginAsAdmin } from './client'
import { enrolStudent, findAsAdmin, openDepartmentId, register, removeRegistrations, signIn, validForm } from './registration-helpers'

jest.setTimeout(60_000)

const TEXTS = { ko: koRegistration.privacyRightsApi, en: enRegistration.privacyRightsApi }
const DAY = 24 * 60 * 60 * 1000

const emails: string[] = []
let application: { id: number; reference: string; email: string }

const post = <T>(path: string, body: Record<string, unknown>, { locale = 'ko', token }: { locale?: string; token?: string } = {}) =>
  call<T & ErrorBody>(`/api/registration/${path}?locale=${locale}`, { method: 'POST', body, token, headers: { 'x-requested-with': 'XMLHttpRequest' }, from: freshAddress() })

const proof = () => ({ reference: application.reference, email: application.email, dob: '1995-05-05' })

beforeAll(async () => {
  const email = `rights-${Date.now()}@example.com`
  emails.push(email)
  const reply = await register(validForm(email, await openDepartmentId()))
  if (reply.status !== 201) throw new Error(`registration failed: ${reply.status}`)
  application = { id: reply.body.data.id, reference: reply.body.data.reference, email }
})

afterAll(async () => {
  for (const request of await findAsAdmin<{ id: number }>('privacy-requests', 'reference', application.reference)) {
    await call(`/cms-api/privacy-requests/${request.id}`, { method: 'DELETE', token: await loginAsAdmin() })
  }
  await removeRegistrations(emails)
})

describe('POST /api/registration/my-data (PIPA Art. 35)', () => {
  it('shows an applicant proving reference, e-mail and date of birth what the school holds: the resident number masked, the files by signed links, the consents', async () => {
    const reply = await post<{ data: HeldPersonalData }>('my-data', { ...proof(), email: application.email.toUpperCase() })
    expect(reply.status).toBe(200)
    const held = reply.body.data
    expect(held).toMatchObject({ reference: application.reference, status: 'received', requests: [] })
    expect(held.application).toMatchObject({ name_hangul: '김지원', email: application.email, dob: '1995-05-05', citizenship_no: '950505-2******', mobile: '+821023456789' })
    expect(JSON.stringify(held)).not.toContain('2123456')
    expect(held.application.photo?.url).toMatch(/^\/api\/applications\/files\/\d+\?access=/)
    expect(held.consents).toMatchObject({ privacy: true, unique_id: true, sensitive: true, notice_version: expect.any(Number) })
    const photo = await call(held.application.photo!.url)
    expect(photo.status).toBe(200)
  })

  it.each([
    ['a wrong date of birth', { dob: '1995-05-06' }],
    ['a wrong e-mail', { email: 'someone-else@example.com' }],
    ['a wrong reference', { reference: '1999-9999' }],
    ['no date of birth', { dob: undefined }],
    ['values of the wrong type', { reference: { $ne: null }, email: ['a'], dob: 19950505 }],
  ])('refuses %s with one 422 in the visitor’s language', async (_case, change) => {
    for (const locale of ['ko', 'en'] as const) {
      const reply = await post('my-data', { ...proof(), ...change }, { locale })
      expect(reply.status).toBe(422)
      expect(reply.body.errors).toEqual({ reference: [TEXTS[locale].notFound] })
    }
  })

  it('shows a signed-in applicant their data without more proof', async () => {
    const email = `rights-signed-in-${Date.now()}@example.com`
    emails.push(email)
    const id = (await register(validForm(email, await openDepartmentId()))).body.data.id
    expect((await enrolStudent(id)).status).toBe(200)
    const { token } = await signIn(email, 'applicant-pass-1')
    const reply = await post<{ data: HeldPersonalData }>('my-data', {}, { token })
    expect(reply.status).toBe(200)
    expect(reply.body.data.application.email).toBe(email)
    expect(reply.body.data.status).toBe('approved')
    // The applicant reads their own application, but not the consent record, which is the admins'.
    const own = await call<Record<string, unknown>>(`/cms-api/applications/${id}`, { token })
    expect(own.status).toBe(200)
    expect(own.body).not.toHaveProperty('consents')
    expect((await call('/cms-api/privacy-requests', { token })).status).toBe(403)
  })
})

describe('POST /api/registration/privacy-requests (PIPA Art. 36)', () => {
  it('stores a correction request with the date the school must answer by, for the admins only', async () => {
    const before = Date.now()
    const reply = await post<{ message: string; data: PrivacyRequestSummary }>('privacy-requests', { ...proof(), kind: 'correction', details: '주소가 바뀌었습니다: 부산광역시 해운대구 1' }, { locale: 'en' })
    expect(reply.status).toBe(201)
    expect(reply.body.message).toBe(TEXTS.en.created)
    expect(reply.body.data).toMatchObject({ kind: 'correction', state: 'open' })
    const answerBy = Date.parse(reply.body.data.answer_by)
    expect(answerBy - before).toBeGreaterThanOrEqual(10 * DAY - 5000)
    expect(answerBy - Date.now()).toBeLessThanOrEqual(10 * DAY)

    const [stored] = await findAsAdmin<{ application: number; details: string; reference: string }>('privacy-requests', 'reference', application.reference)
    expect(stored).toMatchObject({ application: application.id, details: '주소가 바뀌었습니다: 부산광역시 해운대구 1' })
    expect((await post<{ data: HeldPersonalData }>('my-data', proof())).body.data.requests).toHaveLength(1)

    // Staff see it on the dashboard, with its answer date.
    const dashboard = await call<string>('/admin', { cookie: `payload-token=${await loginAsAdmin()}` })
    expect(dashboard.body).toContain('개인정보 정정·삭제 요청')
    expect(dashboard.body).toContain(application.reference)

    // Only admins read or change requests; no one creates one by hand.
    const professor = await call<{ token: string }>('/cms-api/users/login', { method: 'POST', body: { email: 'professor@example.com', password: 'test-professor-password' } })
    for (const token of [undefined, professor.body.token]) {
      expect((await call('/cms-api/privacy-requests', { token })).status).toBe(403)
      expect((await call(`/cms-api/privacy-requests/${reply.body.data.id}`, { method: 'PATCH', token, body: { state: 'answered' } })).status).toBe(403)
    }
    expect((await call('/cms-api/privacy-requests', { method: 'POST', token: await loginAsAdmin(), body: { kind: 'deletion', answerBy: new Date().toISOString() } })).status).toBe(403)
  })

  it.each([
    ['an unknown kind', { kind: 'everything' }, { kind: 'kindChoice' }],
    ['no kind', { kind: undefined }, { kind: 'kindChoice' }],
    ['no details', { details: '   ' }, { details: 'detailsRequired' }],
    ['details of 2001 characters', { details: 'x'.repeat(2001) }, { details: 'detailsTooLong' }],
    ['details that are not text', { details: ['a'] }, { details: 'detailsRequired' }],
    ['a wrong proof', { dob: '2000-01-01' }, { reference: 'notFound' }],
  ] as const)('refuses %s with 422 in the visitor’s language and stores nothing', async (_case, change, expected) => {
    const count = (await findAsAdmin('privacy-requests', 'reference', application.reference)).length
    for (const locale of ['ko', 'en'] as const) {
      const reply = await post('privacy-requests', { ...proof(), kind: 'deletion', details: '삭제해 주세요', ...change }, { locale })
      expect(reply.status).toBe(422)
      expect(reply.body.errors).toEqual(Object.fromEntries(Object.entries(expected).map(([field, key]) => [field, [TEXTS[locale][key].replace('{max}', '2000')]])))
    }
    expect(await findAsAdmin('privacy-requests', 'reference', application.reference)).toHaveLength(count)
  })
})
