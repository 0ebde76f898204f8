import fs from 'node:fs'

import ExcelJS from 'exceljs'

import type { ErrorBody } from '@/lib/api/types'

import { query } from '../setup/database'
import { call, fetchFrom, freshAddress, loginAsAdmin, proveAgain, server } from './client'
import { decide, findAsAdmin, openDepartmentId, register, removeRegistrations, type FormInput, validForm } from './registration-helpers'

/**
 * Foreign applicants: a nationality, a passport or alien registration number in place of the
 * resident number, no Hangul name, a phone of their own country; the identifier under the resident number's care.
 */
jest.setTimeout(120_000)

const PASSPORT = 'M12345678'
const ALIEN_NUMBER = '900101-5234567'
const XHR = { 'x-requested-with': 'XMLHttpRequest' }
const tag = `foreign-${Date.now()}`
const emails: string[] = []
const newEmail = (label: string) => {
  const email = `${tag}-${label}@example.com`
  emails.push(email)
  return email
}

type StoredApplication = { id: number; reference: string; nationality: string; nameHangul?: string | null; applicantName: string; uniqueIdKind: string | null; citizenshipNoMasked: string | null; mobile: string }

/** A valid application of an American applicant: no Hangul name, no resident number, a US phone. */
async function foreignForm(label: string, changes: Record<string, string | undefined> = {}): Promise<FormInput> {
  const { name_hangul: _hangul, citizenship_no: _resident, ...form } = validForm(newEmail(label), await openDepartmentId())
  const input: FormInput = { ...form, nationality: 'US', name_english: 'John Smith', passport_no: PASSPORT, mobile: '+1 415 555 0100' }
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) delete input[field]
    else input[field] = value
  }
  return input
}

async function stored(email: string): Promise<StoredApplication> {
  const [application] = await findAsAdmin<StoredApplication>('applications', 'email', email)
  return application
}

afterAll(() => removeRegistrations(emails))

describe('POST /api/register for a foreign applicant', () => {
  it('accepts a passport number instead of the resident number, no Hangul name and a US phone, stored as E.164', async () => {
    const form = await foreignForm('passport')
    const reply = await register(form)
    expect(reply.status).toBe(201)
    const application = await stored(String(form.email))
    expect(application).toMatchObject({ nationality: 'US', uniqueIdKind: 'passport', citizenshipNoMasked: 'M12******' })
    expect(application.nameHangul ?? null).toBeNull()
    // The admin titles it by the English name (useAsTitle), not as an untitled document.
    expect(application.applicantName).toBe('John Smith')
    expect(application).not.toHaveProperty('citizenshipNoEncrypted')
    // The identifier is at rest only encrypted.
    const [row] = await query<Record<string, string>>(server, 'SELECT citizenship_no_encrypted, citizenship_no_masked, mobile FROM applications WHERE id = $1', [application.id])
    expect(row.citizenship_no_encrypted).toMatch(/^v1:/)
    expect(JSON.stringify(row)).not.toContain(PASSPORT)
    expect(row.mobile).toBe('+14155550100')
  })

  it('accepts an alien registration number, and a Korean phone without its country code', async () => {
    const form = await foreignForm('alien', { passport_no: undefined, alien_registration_no: ALIEN_NUMBER.replace('-', ''), nationality: 'vn', mobile: '010-2345-6789' })
    expect((await register(form)).status).toBe(201)
    expect(await stored(String(form.email))).toMatchObject({ nationality: 'VN', uniqueIdKind: 'alienRegistration', citizenshipNoMasked: '900101-5******', mobile: '+82 10 **** 6789' })
  })

  it.each([
    ['ko', { passport_no: '12#45' }, { passport_no: '여권번호를 여권에 적힌 대로 입력해 주세요 (영문과 숫자 6~9자).' }],
    ['en', { passport_no: undefined, alien_registration_no: '900101-1234567' }, { alien_registration_no: 'Please enter the 13 digits of the alien registration number (the dash is optional; the 7th digit is 5 to 8).' }],
    ['en', { passport_no: undefined }, { passport_no: 'Please enter your passport number or your alien registration number.' }],
    ['ko', { alien_registration_no: ALIEN_NUMBER }, { alien_registration_no: '여권번호와 외국인등록번호 중 하나만 입력해 주세요.' }],
    ['en', { mobile: '+1 415 555' }, { mobile: 'Please enter a valid mobile phone number; a number outside Korea with its country code (e.g. +1 415 555 0100).' }],
    ['ko', { nationality: 'XX' }, { nationality: '목록에 있는 국가를 선택해 주세요.' }],
    ['ko', { nationality: 'KR' }, { name_hangul: '필수 항목입니다.', citizenship_no: '필수 항목입니다.' }],
  ])('refuses in the request’s language (%s): %j', async (locale, changes, errors) => {
    // An address of its own for each: one e-mail address may try only a few times an hour.
    const form = await foreignForm(`refused-${Object.keys(errors).join('-')}-${locale}-${emails.length}`, changes)
    const reply = await register(form, { locale })
    expect(reply.status).toBe(422)
    expect((reply.body as unknown as ErrorBody).errors).toEqual(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])))
    expect(await findAsAdmin('users', 'email', String(form.email))).toEqual([])
  })
})

describe('a foreign applicant’s identifier and phone', () => {
  let application: StoredApplication

  beforeAll(async () => {
    const form = await foreignForm('kept')
    expect((await register(form)).status).toBe(201)
    application = await stored(String(form.email))
  })

  it('are masked in the staff’s list and in the export, whole only when asked and logged', async () => {
    const token = await loginAsAdmin()
    const list = await call<{ docs: StoredApplication[] }>(`/cms-api/applications?where[id][equals]=${application.id}&depth=0`, { token })
    expect(list.body.docs[0]).toMatchObject({ mobile: '+1 415 *** 0100', citizenshipNoMasked: 'M12******' })
    expect(JSON.stringify(list.body)).not.toContain(PASSPORT)

    const exported = async (numbers: string) => {
      const send = () => fetchFrom(undefined, `${server.baseUrl}/cms-api/applications/export?state=pending&numbers=${numbers}`, { headers: { ...XHR, authorization: `JWT ${server.adminToken}` } })
      let response = await send()
      if (response.headers.get('second-factor') === 'again') {
        expect((await proveAgain()).status).toBe(200)
        response = await send()
      }
      expect(response.status).toBe(200)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer)
      const sheet = workbook.worksheets[0]
      const header = (sheet.getRow(1).values as string[]).slice(1)
      const row = sheet.getSheetValues().slice(2).map((values) => (values as string[]).slice(1)).find((values) => values[header.indexOf('접수 번호')] === application.reference)!
      return (column: string) => row[header.indexOf(column)]
    }
    const masked = await exported('masked')
    // A text starting with + is kept inert behind an apostrophe (lib/privacy/workbook.ts).
    expect([masked('국적'), masked('고유식별번호 종류'), masked('고유식별번호'), masked('휴대전화')]).toEqual(['US', '여권번호', 'M12******', "'+1 415 *** 0100"])
    const whole = await exported('full')
    expect([whole('고유식별번호'), whole('휴대전화')]).toEqual([PASSPORT, "'+14155550100"])
  })

  it('are whole only through the admin’s logged 보기, which says the kind', async () => {
    const from = freshAddress()
    const reveal = () => call<{ number?: string; kind?: string }>(`/cms-api/applications/${application.id}/citizenship-number`, { method: 'POST', token: server.adminToken, headers: XHR, from })
    let reply = await reveal()
    if (reply.headers.get('second-factor') === 'again') {
      expect((await proveAgain()).status).toBe(200)
      reply = await reveal()
    }
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ number: PASSPORT, kind: 'passport' })
    const log = await call<{ docs: { address: string; reference: string; details: unknown }[] }>(`/cms-api/access-log?where[action][equals]=viewCitizenshipNumber&where[applicationId][equals]=${application.id}&sort=-createdAt&depth=0`, { token: await loginAsAdmin() })
    expect(log.body.docs[0]).toMatchObject({ address: from, reference: application.reference })
    expect(JSON.stringify(log.body)).not.toContain(PASSPORT)
  })

  it('never reach the server’s log, accepted or refused', () => {
    const log = fs.readFileSync(server.logFile, 'utf8')
    for (const secret of [PASSPORT, ALIEN_NUMBER, ALIEN_NUMBER.replace('-', ''), '4155550100']) expect(log).not.toContain(secret)
  })

  it('are destroyed with the application at the end of its retention period', async () => {
    const token = await loginAsAdmin()
    expect((await decide(application.id, 'reject', { token, body: { reason: '정원 초과' } })).status).toBe(200)
    await query(server, 'UPDATE applications SET decided_at = $1 WHERE id = $2', [new Date(Date.now() - 2 * 366 * 24 * 60 * 60 * 1000).toISOString(), application.id])
    const run = await call('/cms-api/destruction-register/run', { method: 'POST', token, headers: XHR })
    expect(run.status).toBe(200)
    expect(await query(server, 'SELECT id FROM applications WHERE id = $1', [application.id])).toEqual([])
  })
})
