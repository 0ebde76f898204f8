import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

import { adminCredentials } from '../../tests/setup/admin-sign-in'
import { admitAndConfirmWith } from '../../tests/setup/enrolment-steps'
import { TEST_ADMIN } from '../../tests/setup/server-info'
import { takeRecoveryCode } from './recovery-codes'

/**
 * The admin account: E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD / E2E_ADMIN_TOTP_SECRET (its authenticator's
 * base32 secret) against a running site, else the one the global setup creates.
 */
export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || TEST_ADMIN.email,
  password: process.env.E2E_ADMIN_PASSWORD || TEST_ADMIN.password,
  totpSecret: process.env.E2E_ADMIN_TOTP_SECRET || TEST_ADMIN.totpSecret,
}

/** A code of the admin's authenticator that the site has not taken yet (each works once: tests/setup/totp.ts). */
export const adminCode = async (): Promise<string> => (await adminCredentials({ adminEmail: ADMIN.email, adminPassword: ADMIN.password, adminTotpSecret: ADMIN.totpSecret })).totp

/** One of the admin's recovery codes for the run (support/recovery-codes.ts), else a code of its authenticator. */
export const adminRecoveryCode = async (): Promise<string> => (await takeRecoveryCode()) ?? (await adminCode())

/** Where the admin's one session for the run is kept: the first test to need it signs in, the others use it. */
const ADMIN_SESSION_FILE = path.join(os.tmpdir(), `school-site-e2e-admin-${process.env.E2E_BASE_URL ? encodeURIComponent(process.env.E2E_BASE_URL) : (process.env.E2E_PORT ?? '3100')}.json`)

export const LOCALES = [
  { lang: 'ko', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

/**
 * Gives a test a client address of its own. The test site trusts one proxy (TRUST_PROXY=1), so it keys
 * its per-address limits (contact, registration, sign-in) on the last X-Forwarded-For entry; without
 * this every test would share 127.0.0.1 and the suite would run into them.
 */
export const clientAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`

export async function useOwnClientAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() })
}

/** A 1×1 PNG, a tiny PDF and a text file: enough for the server's content checks. */
export const FILES = {
  photo: { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64') },
  pdf: { name: 'study-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\ntrailer<<>>\nstartxref\n9\n%%EOF\n') },
  text: { name: 'confession.txt', mimeType: 'text/plain', buffer: Buffer.from('I believe in God, the Father Almighty.\n') },
}

export type Applicant = { email: string; password: string; name: string }

/** Every required field of a valid application, as the form sends it (text values). */
export function applicationFields(applicant: Applicant): Record<string, string> {
  return {
    name_hangul: applicant.name,
    name_english: 'Hong Gildong',
    citizenship_no: '900305-1234567',
    gender: 'male',
    mobile: '010-1234-5678',
    email: applicant.email,
    dob: '1990-03-05',
    address: '서울특별시 종로구 1',
    department_id: '1',
    admit_status: '0',
    password: applicant.password,
    faiths: JSON.stringify([{ name: '새벽교회', location: '서울', office: '집사', denomination: '장로교', year_of_faith: '10' }]),
    consent_privacy: '1',
    consent_unique_id: '1',
    consent_sensitive: '1',
  }
}

export const newApplicant = (): Applicant => ({ email: `applicant-${unique()}@example.com`, password: `pass-${unique()}`, name: '홍길동' })

/** Submits an application over HTTP; the applicant is then a pending student. */
export async function registerApplicant(request: APIRequestContext, applicant = newApplicant()): Promise<Applicant & { id: number; reference: string }> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': clientAddress() }
  const response = await request.post('/api/register', { headers, multipart: { ...applicationFields(applicant), photo: FILES.photo, study_plan: FILES.pdf } })
  expect(response.status(), await response.text()).toBe(201)
  const { data } = (await response.json()) as { data: { id: number; reference: string } }
  return { ...applicant, id: data.id, reference: data.reference }
}

/**
 * A Payload token of the admin for /cms-api calls: one session for the whole run (the global setup
 * removes the file when it starts a site), as each sign-in spends a code.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const kept = readKeptSession()
  if (kept && (await request.get('/cms-api/users/me', { headers: { Authorization: `JWT ${kept}` } }).then(async (me) => ((await me.json()) as { user?: unknown }).user))) return kept
  const response = await request.post('/cms-api/users/login', { data: { email: ADMIN.email, password: ADMIN.password, totp: await adminCode() } })
  expect(response.ok(), await response.text()).toBe(true)
  const { token } = (await response.json()) as { token: string }
  fs.writeFileSync(ADMIN_SESSION_FILE, JSON.stringify({ token }))
  return token
}

/**
 * The run's admin session gives its code again, for the sensitive acts of the next ten minutes (a whole resident
 * number, an export, deleting applications, another account's role), as the admin's dialog does.
 */
export async function proveAgain(request: APIRequestContext) {
  const response = await request.post('/cms-api/users/second-factor/again', {
    headers: { Authorization: `JWT ${await adminToken(request)}`, 'X-Requested-With': 'XMLHttpRequest' },
    data: { code: await adminRecoveryCode() },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

function readKeptSession(): string | null {
  try {
    return (JSON.parse(fs.readFileSync(ADMIN_SESSION_FILE, 'utf8')) as { token?: string }).token ?? null
  } catch {
    return null
  }
}

/** Forgets the kept session (a new site, a new database). */
export const forgetAdminSession = () => fs.rmSync(ADMIN_SESSION_FILE, { force: true })

/** Starts the review of, approves (without a round) or rejects an application through the endpoints behind the admin panel's buttons. */
export async function decideApplication(request: APIRequestContext, id: number, decision: 'review' | 'approve' | 'reject', reason = '') {
  const token = await adminToken(request)
  const response = await request.post(`/cms-api/applications/${id}/${decision}`, {
    headers: { Authorization: `JWT ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    data: { reason },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as { studentNumber?: string }
}

/** What comes before 입금 확인 for an application of a round (tests/setup/enrolment-steps.ts), through `request`. */
export async function admitAndConfirm(request: APIRequestContext, id: number) {
  const token = await adminToken(request)
  await admitAndConfirmWith(async ({ path, as, method = 'GET', body, headers = {} }) => {
    const who: Record<string, string> = as === 'office' ? { Authorization: `JWT ${token}`, 'X-Requested-With': 'XMLHttpRequest' } : { 'X-Forwarded-For': clientAddress() }
    const response = await request.fetch(path, { method, data: body, headers: { ...who, ...headers } })
    return { status: response.status(), body: await response.json().catch(() => response.text()) }
  }, id)
}

/** A round's application taken to its student number: admitted, confirmed, and its payment confirmed by the office. */
export async function enrolApplicant(request: APIRequestContext, id: number) {
  await admitAndConfirm(request, id)
  const response = await request.post(`/cms-api/applications/${id}/payment`, { headers: { Authorization: `JWT ${await adminToken(request)}`, 'X-Requested-With': 'XMLHttpRequest' }, data: {} })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as { studentNumber?: string }
}

/**
 * Signs a browser context in as the admin with a session of its own (not the run's shared one), for a test that moves
 * that session's clock while other tests use theirs; returns its token.
 */
export async function signInOwnAdminSession(context: BrowserContext, baseURL: string): Promise<string> {
  const response = await context.request.post('/cms-api/users/login', { headers: { 'X-Forwarded-For': clientAddress() }, data: { email: ADMIN.email, password: ADMIN.password, totp: await adminRecoveryCode() } })
  expect(response.ok(), await response.text()).toBe(true)
  const { token } = (await response.json()) as { token: string }
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])
  return token
}

/** Signs a browser context in as the admin (Payload's session cookie), for /admin. */
export async function signInAdmin(context: BrowserContext, baseURL: string) {
  const token = await adminToken(context.request)
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])
}

/** Signs a browser context in through POST /api/login, which sets the session cookie the dashboards read. */
export async function signIn(context: BrowserContext, type: 'student' | 'professor' | 'admin', email: string, password: string) {
  const response = await context.request.post('/api/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': clientAddress() },
    data: { type, email, password, device: 'web' },
  })
  expect(response.ok(), await response.text()).toBe(true)
}
