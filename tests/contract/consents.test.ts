import type { ErrorBody } from '@/lib/api/types'
import { koreanToday } from '@/lib/registration/calendar-date'
import enForms from '@/messages/en/forms.json'
import enRegistration from '@/messages/en/registration.json'
import koForms from '@/messages/ko/forms.json'
import koRegistration from '@/messages/ko/registration.json'

import { call, freshAddress, get, loginAsAdmin, ISO_DATE } from './client'
import { findAsAdmin, openDepartmentId, postRegistration, privateFiles, register, removeRegistrations, toFormData, validForm, type FormInput } from './registration-helpers'

jest.setTimeout(60_000)

const ERRORS = { ko: koRegistration.registrationErrors, en: enRegistration.registrationErrors }
const CONTACT_ERRORS = { ko: koForms.contactApi.errors, en: enForms.contactApi.errors }

type StoredConsents = { privacy?: boolean; uniqueId?: boolean; sensitive?: boolean; noticeVersion?: number | null; agreedAt?: string | null }
type StoredApplication = { id: number; consents?: StoredConsents; citizenshipNoMasked?: string | null; citizenshipNoEncrypted?: string | null }

const emails: string[] = []
const newEmail = (label: string) => {
  const email = `consent-${label}-${Date.now()}-${emails.length}@example.com`
  emails.push(email)
  return email
}

let departmentId: number
beforeAll(async () => {
  departmentId = await openDepartmentId()
})
afterAll(async () => {
  await setAskCitizenshipNo(true)
  await removeRegistrations(emails)
})

/** A valid form with fields replaced (undefined removes one; an array sends the name once per value). */
function formWith(email: string, changes: Record<string, string | string[] | undefined>): FormData {
  const input: FormInput = { ...validForm(email, departmentId) }
  const repeated: [string, string[]][] = []
  for (const [field, value] of Object.entries(changes)) {
    delete input[field]
    if (typeof value === 'string') input[field] = value
    else if (Array.isArray(value)) repeated.push([field, value])
  }
  const form = toFormData(input)
  for (const [field, values] of repeated) for (const value of values) form.append(field, value)
  return form
}

async function setAskCitizenshipNo(on: boolean) {
  const reply = await call('/cms-api/globals/settings?locale=ko', { method: 'POST', token: await loginAsAdmin(), body: { privacy: { askCitizenshipNo: on } } })
  if (reply.status !== 200) throw new Error(`settings update failed: ${reply.status} ${JSON.stringify(reply.body)}`)
}

async function newestNoticeVersion(): Promise<number> {
  const reply = await call<{ docs: { id: number }[] }>('/cms-api/globals/consent-notices/versions?sort=-updatedAt&limit=1', { token: await loginAsAdmin() })
  expect(reply.status).toBe(200)
  return reply.body.docs[0].id
}

/** `years` years before today in Korea, shifted by `days`. */
function birthDate(years: number, days = 0): string {
  const [year, month, day] = koreanToday().split('-').map(Number)
  const date = new Date(Date.UTC(year - years, month - 1, day + days))
  return date.toISOString().slice(0, 10)
}

describe('POST /api/register: the consents (PIPA Art. 15, 22, 23, 24-2)', () => {
  it('stores what was agreed, the notices’ version and the time with the application', async () => {
    const email = newEmail('ok')
    const before = Date.now()
    const reply = await register(validForm(email, departmentId))
    expect(reply.status).toBe(201)
    const [stored] = await findAsAdmin<StoredApplication>('applications', 'email', email)
    expect(stored.consents).toEqual({ privacy: true, uniqueId: true, sensitive: true, noticeVersion: await newestNoticeVersion(), agreedAt: expect.stringMatching(ISO_DATE) })
    expect(Date.parse(stored.consents!.agreedAt!)).toBeGreaterThanOrEqual(before - 1000)
  })

  describe.each(['ko', 'en'] as const)('refusals in the visitor’s language (%s), nothing saved', (locale) => {
    const cases: [string, Record<string, string | string[] | undefined>, Record<string, keyof (typeof ERRORS)['ko']>][] = [
      ['no consent at all', { consent_privacy: undefined, consent_unique_id: undefined, consent_sensitive: undefined }, { consent_privacy: 'consentRequired', consent_unique_id: 'consentRequired', consent_sensitive: 'consentRequired' }],
      ['no consent to collection and use', { consent_privacy: undefined }, { consent_privacy: 'consentRequired' }],
      ['no consent for the resident number', { consent_unique_id: undefined }, { consent_unique_id: 'consentRequired' }],
      ['no consent for the faith history', { consent_sensitive: undefined }, { consent_sensitive: 'consentRequired' }],
      ['an unticked box sent as "0"', { consent_sensitive: '0' }, { consent_sensitive: 'consentRequired' }],
      ['an empty value', { consent_privacy: '' }, { consent_privacy: 'consentRequired' }],
      ['a forged value', { consent_privacy: 'yes' }, { consent_privacy: 'consentInvalid' }],
      ['the browser’s "on"', { consent_unique_id: 'on' }, { consent_unique_id: 'consentInvalid' }],
      ['a repeated consent', { consent_sensitive: ['1', '1'] }, { consent_sensitive: 'consentInvalid' }],
      ['a consent both given and refused', { consent_privacy: ['1', '0'] }, { consent_privacy: 'consentInvalid' }],
      ['a birth date under 14 years ago', { dob: birthDate(14, 1) }, { dob: 'dobUnder14' }],
      ['a ten-year-old', { dob: birthDate(10) }, { dob: 'dobUnder14' }],
    ]
    it.each(cases)('%s', async (_case, changes, expected) => {
      const email = newEmail(`bad-${locale}`)
      const files = privateFiles()
      const reply = await postRegistration<ErrorBody>(formWith(email, changes), { locale })
      expect(reply.status).toBe(422)
      expect(reply.body.errors).toEqual(Object.fromEntries(Object.entries(expected).map(([field, key]) => [field, [ERRORS[locale][key]]])))
      expect(await findAsAdmin('applications', 'email', email)).toEqual([])
      expect(await findAsAdmin('users', 'email', email)).toEqual([])
      expect(privateFiles()).toEqual(files)
    })
  })

  it('takes an applicant who turns 14 today', async () => {
    const reply = await register({ ...validForm(newEmail('fourteen'), departmentId), dob: birthDate(14) })
    expect(reply.status).toBe(201)
  })
})

describe('the resident number by the school’s legal basis (settings)', () => {
  afterEach(() => setAskCitizenshipNo(true))

  it('on (the demo school): the form asks for it with its legal basis and its consent, and the server requires both', async () => {
    for (const [path, basis] of [['/student-registration', '고등교육법 시행령 제73조'], ['/en/student-registration', 'Enforcement Decree of the Higher Education Act, Art. 73']]) {
      const { body } = await get<string>(path)
      expect(body).toContain('name="citizenship_no"')
      expect(body).toContain('name="consent_unique_id"')
      expect(body).toContain(basis)
    }
    const email = newEmail('no-number')
    const reply = await postRegistration<ErrorBody>(formWith(email, { citizenship_no: undefined }), { locale: 'en' })
    expect(reply.status).toBe(422)
    expect(reply.body.errors).toEqual({ citizenship_no: [ERRORS.en.required] })
  })

  it('off: the field and its consent leave the form; the server neither requires nor stores the number, and ignores its consent', async () => {
    await setAskCitizenshipNo(false)
    const { body } = await get<string>('/student-registration')
    expect(body).not.toContain('name="citizenship_no"')
    expect(body).not.toContain('name="consent_unique_id"')
    expect(body).toContain('name="consent_privacy"')
    expect(body).toContain('name="consent_sensitive"')

    const without = newEmail('off')
    expect((await register({ ...validForm(without, departmentId), citizenship_no: '', consent_unique_id: '' })).status).toBe(201)
    // Sent anyway, even malformed or forged: ignored, never stored.
    const sentAnyway = newEmail('off-sent')
    expect((await postRegistration(formWith(sentAnyway, { citizenship_no: '12345', consent_unique_id: 'forged' }))).status).toBe(201)
    for (const email of [without, sentAnyway]) {
      const [stored] = await findAsAdmin<StoredApplication>('applications', 'email', email)
      expect(stored.citizenshipNoMasked ?? null).toBeNull()
      expect(stored.citizenshipNoEncrypted ?? null).toBeNull()
      expect(stored.consents).toMatchObject({ privacy: true, sensitive: true, uniqueId: false })
    }
    // The other consents are still the server's to demand.
    const refused = await postRegistration<ErrorBody>(formWith(newEmail('off-refused'), { consent_sensitive: undefined }), { locale: 'ko' })
    expect(refused.body.errors).toEqual({ consent_sensitive: [ERRORS.ko.consentRequired] })
  })
})

describe('POST /api/contact/us: the consent', () => {
  const send = (body: Record<string, unknown>, locale = 'ko') =>
    call<{ message: string } & ErrorBody>(`/api/contact/us?locale=${locale}`, { method: 'POST', body, headers: { 'x-requested-with': 'XMLHttpRequest' }, from: freshAddress() })
  const message = (tag: string) => ({ name: `동의 ${tag}`, email: `${tag}@example.com`, message: `문의 ${tag}`, recaptcha: '' })

  it.each([
    ['missing', undefined, 'consentRequired'],
    ['"0"', '0', 'consentRequired'],
    ['false', false, 'consentRequired'],
    ['forged', 'yes', 'consentInvalid'],
    ['repeated', ['1', '1'], 'consentInvalid'],
    ['an object', { $ne: null }, 'consentInvalid'],
  ] as const)('refuses a consent %s with 422 in the visitor’s language, storing nothing', async (_case, value, key) => {
    for (const locale of ['ko', 'en'] as const) {
      const tag = `contact-consent-${locale}-${Date.now()}`
      const reply = await send({ ...message(tag), ...(value !== undefined && { consent_privacy: value }) }, locale)
      expect(reply.status).toBe(422)
      expect(reply.body.errors).toEqual({ consent_privacy: [CONTACT_ERRORS[locale][key]] })
      expect(await findAsAdmin('contact-messages', 'email', `${tag}@example.com`)).toEqual([])
    }
  })

  it.each([['"1"', '1'], ['true', true]])('stores a message agreed with %s, with the version and the time', async (_case, value) => {
    const tag = `contact-agreed-${Date.now()}`
    expect((await send({ ...message(tag), consent_privacy: value })).status).toBe(200)
    const [stored] = await findAsAdmin<{ consents?: StoredConsents }>('contact-messages', 'email', `${tag}@example.com`)
    expect(stored.consents).toEqual({ privacy: true, noticeVersion: await newestNoticeVersion(), agreedAt: expect.stringMatching(ISO_DATE) })
  })

  it('shows the notice and the unticked box before the send button', async () => {
    for (const [path, notice] of [['/contact-us', '수집·이용 목적: 문의 확인과 답변'], ['/en/faq', 'Purpose: reading and answering your message']]) {
      const { body } = await get<string>(path)
      const box = body.indexOf('name="consent_privacy"')
      expect(box).toBeGreaterThan(0)
      expect(body.slice(body.lastIndexOf('<input', box), box)).not.toContain('checked')
      expect(body.indexOf(notice)).toBeLessThan(box)
      expect(box).toBeLessThan(body.indexOf('type="submit"', box))
    }
  })
})

describe('who reads consents and the notices’ history', () => {
  it('only admins read the consents stored with applications and messages, and the notices’ versions; no one writes them', async () => {
    const email = newEmail('access')
    const id = (await register(validForm(email, departmentId))).body.data.id
    const admin = await loginAsAdmin()
    expect((await call<StoredApplication>(`/cms-api/applications/${id}`, { token: admin })).body.consents?.privacy).toBe(true)
    expect((await call(`/cms-api/applications/${id}`)).status).toBe(403)
    const professor = await call<{ token: string }>('/cms-api/users/login', { method: 'POST', body: { email: 'professor@example.com', password: 'test-professor-password' } })
    expect([403, 404]).toContain((await call(`/cms-api/applications/${id}`, { token: professor.body.token })).status)
    // Not even an admin rewrites what was agreed.
    await call(`/cms-api/applications/${id}`, { method: 'PATCH', token: admin, body: { consents: { privacy: false, noticeVersion: 1 } } })
    expect((await call<StoredApplication>(`/cms-api/applications/${id}`, { token: admin })).body.consents?.privacy).toBe(true)
    for (const token of [undefined, professor.body.token]) {
      expect((await call('/cms-api/globals/consent-notices/versions', { token })).status).toBe(403)
      expect((await call('/cms-api/globals/consent-notices', { method: 'POST', token, body: { contactPrivacy: 'x' } })).status).toBe(403)
    }
  })
})
