import { adminTranslations } from '@/cms/admin-translations'
import { hashRecoveryCode, newRecoveryCodes } from '@/lib/auth/second-factor/recovery-codes'
import { callSite, type RequestOptions } from '../setup/http'
import { query } from '../setup/database'
import { call, createAsAdmin, freshAddress, server } from './client'
import { removeRegistrations, registerValid } from './registration-helpers'
import { accountWithSecondFactor, codeNow } from './second-factor-accounts'
import { sidOf } from '../setup/session-id'

/**
 * The most sensitive acts (a whole resident number, an export, deleting applications, another account's role) take a
 * code from the last ten minutes, per session, checked on the server (the safety-measure standard's second factor for staff, asked again for these acts). The clock is moved in the
 * database: a session's sign-in (`users_sessions.created_at`) and its later proofs (`users.second_factor_proofs`).
 * Every call here goes through callSite, which gives no code by itself (the client's `call` does, for the run's admin).
 */
jest.setTimeout(120_000)

const PASSWORD = 'Ask-again-2026'
const XHR = { 'x-requested-with': 'XMLHttpRequest' }
const MINUTE = 60_000
const ko = adminTranslations.ko.secondFactorAgain
const en = adminTranslations.en.secondFactorAgain

type Staff = { email: string; secret: string; token: string; id: number }
type Refusal = { message?: string; errors?: { message: string }[] | Record<string, string[]> }

const as = <T = Refusal>(staff: Staff, path: string, options: RequestOptions = {}) =>
  callSite<T>(server.baseUrl, path, { ...options, token: staff.token, headers: { ...XHR, ...options.headers } })

/** A new admin with its own authenticator, signed in with a code through Payload's sign-in endpoint (offset: which step's code). */
async function signedInStaff(offset = 0, account?: { email: string; secret: string }): Promise<Staff> {
  const { email, secret } = account ?? (await accountWithSecondFactor(PASSWORD, 'admin', 'again'))
  const reply = await callSite<{ token?: string; user?: { id: number } }>(server.baseUrl, '/cms-api/users/login', { method: 'POST', from: freshAddress(), body: { email, password: PASSWORD, totp: await codeNow(secret, offset) } })
  expect(reply.status).toBe(200)
  return { email, secret, token: reply.body.token!, id: reply.body.user!.id }
}

/** Moves the session's sign-in, and any code it gave since, `minutes` back. */
async function provenAgo(staff: Staff, minutes: number) {
  const then = new Date(Date.now() - minutes * MINUTE).toISOString()
  await query(server, 'UPDATE users_sessions SET created_at = $1 WHERE id = $2', [then, sidOf(staff.token)])
  await query(server, 'UPDATE users SET second_factor_proofs = NULL WHERE id = $1', [staff.id])
}

const giveCode = (staff: Staff, code: unknown, language = 'ko') =>
  as<{ message: string; provenUntil?: string; errors?: Record<string, string[]> }>(staff, '/cms-api/users/second-factor/again', { method: 'POST', body: { code }, headers: { 'accept-language': language } })

/** What the admin asks before a sensitive act: until when the session's code proves it. */
const proofState = async (staff: Staff) => (await as<{ provenUntil: string | null }>(staff, '/cms-api/users/second-factor/again')).body.provenUntil
const reveal = (staff: Staff, id: number, language = 'ko') => as<Refusal & { number?: string }>(staff, `/cms-api/applications/${id}/citizenship-number`, { method: 'POST', headers: { 'accept-language': language } })
const messageOf = (body: Refusal) => body.message ?? (Array.isArray(body.errors) ? body.errors[0]?.message : undefined)
const askedAgain = (reply: { status: number; headers: Headers }) => reply.status === 403 && reply.headers.get('second-factor') === 'again'
const stillThere = async (collection: string, id: number) => (await query(server, `SELECT id FROM ${collection} WHERE id = $1`, [id])).length === 1

describe('asking for the code again before the most sensitive acts', () => {
  const applicants: string[] = []
  afterAll(() => removeRegistrations(applicants))

  it('lets a session signed in with a code act for ten minutes, then asks again at every sensitive endpoint and changes nothing', async () => {
    const staff = await signedInStaff()
    const email = `again-${Date.now()}@example.com`
    applicants.push(email)
    const id = await registerValid(email)
    expect((await reveal(staff, id)).status).toBe(200)
    expect(new Date((await proofState(staff))!).getTime()).toBeGreaterThan(Date.now())

    await provenAgo(staff, 11)
    expect(await proofState(staff)).toBeNull()
    const refused = await reveal(staff, id)
    expect(askedAgain(refused)).toBe(true)
    expect(messageOf(refused.body)).toBe(ko.required)
    expect(messageOf((await reveal(staff, id, 'en')).body)).toBe(en.required)
    for (const collection of ['applications', 'contact-messages']) expect(askedAgain(await as(staff, `/cms-api/${collection}/export`))).toBe(true)

    const deleteOne = await as(staff, `/cms-api/applications/${id}`, { method: 'DELETE' })
    expect(askedAgain(deleteOne)).toBe(true)
    expect(messageOf(deleteOne.body)).toBe(ko.required)
    expect(askedAgain(await as(staff, `/cms-api/applications?where[id][equals]=${id}`, { method: 'DELETE' }))).toBe(true)
    expect(await stillThere('applications', id)).toBe(true)

    const other = await createAsAdmin<{ id: number }>('users', { name: 'Role', email: `role-${Date.now()}@example.com`, password: PASSWORD, type: 'student', state: 'active' })
    expect(askedAgain(await as(staff, `/cms-api/users/${other.id}`, { method: 'PATCH', body: { type: 'admin' } }))).toBe(true)
    expect((await query<{ type: string }>(server, 'SELECT type FROM users WHERE id = $1', [other.id]))[0].type).toBe('student')
    const newAdmin = `granted-${Date.now()}@example.com`
    expect(askedAgain(await as(staff, '/cms-api/users', { method: 'POST', body: { name: 'New admin', email: newAdmin, password: PASSWORD, type: 'admin', state: 'active' } }))).toBe(true)
    expect(await query(server, 'SELECT id FROM users WHERE email = $1', [newAdmin])).toEqual([])
    // Everyday edits are not asked: another account's name, and one's own account.
    expect((await as(staff, `/cms-api/users/${other.id}`, { method: 'PATCH', body: { name: 'Renamed' } })).status).toBe(200)
    expect((await as(staff, `/cms-api/users/${staff.id}`, { method: 'PATCH', body: { name: 'Myself' } })).status).toBe(200)

    const proven = await giveCode(staff, await codeNow(staff.secret, 1))
    expect(proven.status).toBe(200)
    expect(proven.body.message).toBe(ko.proven)
    expect(Math.abs(new Date(proven.body.provenUntil!).getTime() - (Date.now() + 10 * MINUTE))).toBeLessThan(MINUTE)
    expect(await proofState(staff)).toBe(proven.body.provenUntil)

    const shown = await reveal(staff, id)
    expect(shown.status).toBe(200)
    expect(shown.body.number).toMatch(/^\d{6}-\d{7}$/)
    expect((await as(staff, '/cms-api/applications/export')).status).toBe(200)
    expect((await as(staff, `/cms-api/users/${other.id}`, { method: 'PATCH', body: { type: 'professor' } })).status).toBe(200)
    expect((await as(staff, `/cms-api/applications/${id}`, { method: 'DELETE' })).status).toBe(200)
    expect(await stillThere('applications', id)).toBe(false)
  })

  it('refuses a wrong, reused or malformed code in the admin’s language, counts it toward the lock and writes it to the access log', async () => {
    const staff = await signedInStaff()
    await provenAgo(staff, 11)
    const used = await codeNow(staff.secret, 1)
    expect((await giveCode(staff, used)).status).toBe(200)
    await provenAgo(staff, 11)
    for (const [code, language] of [[used, 'ko'], ['12345', 'en'], [{ code: 1 }, 'ko'], [await codeNow(staff.secret, -3), 'ko']] as const) {
      const refused = await giveCode(staff, code, language)
      expect(refused.status).toBe(422)
      const message = adminTranslations[language].signIn.codeRefused
      expect(refused.body).toEqual({ message, errors: { code: [message] } })
    }
    const [account] = await query<{ login_attempts: number }>(server, 'SELECT login_attempts FROM users WHERE id = $1', [staff.id])
    expect(Number(account.login_attempts)).toBe(4)
    const logged = await query<{ details: unknown }>(server, "SELECT details FROM access_log WHERE actor_id = $1 AND action = 'signInFailed'", [staff.id])
    expect(logged).toHaveLength(4)
    for (const { details } of logged) expect(typeof details === 'string' ? JSON.parse(details) : details).toMatchObject({ reason: 'code', again: true })
    expect(askedAgain(await as(staff, '/cms-api/applications/export'))).toBe(true)
  })

  it('locks the account and ends its sessions at the fifth wrong code', async () => {
    const staff = await signedInStaff()
    for (let attempt = 1; attempt <= 4; attempt++) expect((await giveCode(staff, '000000')).status).toBe(422)
    const fifth = await giveCode(staff, '000000')
    expect(fifth.status).toBe(403)
    expect(fifth.body.message).toBe(ko.locked)
    expect((await as<{ user: unknown }>(staff, '/cms-api/users/me')).body.user).toBeNull()
  })

  it('takes a recovery code once, and proves only the session that gave it', async () => {
    const account = await accountWithSecondFactor(PASSWORD, 'admin', 'again')
    const [recovery] = newRecoveryCodes()
    await query(server, 'UPDATE users SET recovery_codes = $1 WHERE email = $2', [JSON.stringify([await hashRecoveryCode(recovery)]), account.email])
    const first = await signedInStaff(0, account)
    const second = await signedInStaff(1, account)
    await provenAgo(first, 11)
    await provenAgo(second, 11)

    expect((await giveCode(first, recovery)).status).toBe(200)
    expect((await as(first, '/cms-api/applications/export')).status).toBe(200)
    expect(askedAgain(await as(second, '/cms-api/applications/export'))).toBe(true)
    expect((await giveCode(second, recovery)).status).toBe(422)
  })

  it('answers accounts without a second factor, and calls from another site, with a refusal', async () => {
    const staff = await signedInStaff()
    const student = `no-factor-${Date.now()}@example.com`
    await createAsAdmin('users', { name: 'No factor', email: student, password: PASSWORD, type: 'student', state: 'active' })
    const login = await callSite<{ token?: string }>(server.baseUrl, '/cms-api/users/login', { method: 'POST', from: freshAddress(), body: { email: student, password: PASSWORD } })
    const reply = await callSite<{ message: string }>(server.baseUrl, '/cms-api/users/second-factor/again', { method: 'POST', token: login.body.token, headers: XHR, body: { code: '123456' } })
    expect(reply.status).toBe(409)
    expect(reply.body.message).toBe(ko.noFactor)
    const crossSite = await callSite(server.baseUrl, '/cms-api/users/second-factor/again', { method: 'POST', token: staff.token, body: { code: await codeNow(staff.secret, 1) } })
    expect(crossSite.status).toBe(403)
  })
})

// The run's own admin helper answers the question as the admin's dialog does: a call of `call` goes through.
it('lets the contract client give the run admin’s code when asked (tests/contract/client.ts)', async () => {
  await query(server, 'UPDATE users_sessions SET created_at = $1 WHERE id = $2', [new Date(Date.now() - 11 * MINUTE).toISOString(), sidOf(server.adminToken)])
  await query(server, 'UPDATE users SET second_factor_proofs = NULL WHERE email = $1', [server.adminEmail])
  expect((await call('/cms-api/applications/export', { token: server.adminToken, headers: XHR })).status).toBe(200)
})
