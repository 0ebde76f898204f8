import type { ErrorBody } from '@/lib/api/types'
import enAuth from '@/messages/en/auth.json'
import koAuth from '@/messages/ko/auth.json'
import { adminTranslations } from '@/cms/admin-translations'
import { query } from '../setup/database'
import { call, createAsAdmin, freshAddress, server } from './client'
import { accountWithSecondFactor, codeNow } from './second-factor-accounts'

// Sign-ins hash passwords and write the access log; on a busy machine a test can take a few seconds.
jest.setTimeout(60_000)

type LoginReply = { data?: { token: string } }
type Me = { user: { email: string } | null }

const PASSWORD = 'second-factor-password-1'
const XHR = { 'x-requested-with': 'XMLHttpRequest' }

const siteLogin = (body: Record<string, unknown>, locale = 'ko') =>
  call<LoginReply & ErrorBody>(`/api/login?locale=${locale}`, { method: 'POST', headers: XHR, from: freshAddress(), body: { device: 'web', ...body } })
const payloadLogin = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<{ token?: string; errors?: { message: string; data?: { secondFactor?: string } }[] }>('/cms-api/users/login', { method: 'POST', from: freshAddress(), body, headers })
const me = (token: string) => call<Me>('/cms-api/users/me', { token })

let accounts = 0

describe('a second factor (time-based codes) for accounts that have one', () => {
  it('opens nothing with the password alone: /api/login answers 422 under errors.totp with no token and no cookie, in the request’s language', async () => {
    const { email } = await accountWithSecondFactor(PASSWORD)
    for (const [locale, messages] of [['ko', koAuth], ['en', enAuth]] as const) {
      const reply = await siteLogin({ type: 'admin', email, password: PASSWORD }, locale)
      expect(reply.status).toBe(422)
      expect(reply.body.errors).toEqual({ totp: [messages.loginApi.codeRequired] })
      expect(reply.body.data).toBeUndefined()
      expect(reply.headers.get('set-cookie')).toBeNull()
    }
  })

  it('opens nothing with the password alone through Payload’s own endpoint (401, no token, no cookie), for any type of account', async () => {
    for (const type of ['admin', 'professor'] as const) {
      const { email } = await accountWithSecondFactor(PASSWORD, type)
      const reply = await payloadLogin({ email, password: PASSWORD }, { 'accept-language': 'en' })
      expect(reply.status).toBe(401)
      expect(reply.body.token).toBeUndefined()
      expect(reply.headers.get('set-cookie')).toBeNull()
      expect(reply.body.errors?.[0].message).toBe(adminTranslations.en.signIn.codeRequired)
    }
  })

  it('signs in with the code through both endpoints; the token then works', async () => {
    const { email, secret } = await accountWithSecondFactor(PASSWORD)
    const viaSite = await siteLogin({ type: 'admin', email, password: PASSWORD, totp: await codeNow(secret) })
    expect(viaSite.status).toBe(200)
    expect(viaSite.headers.get('set-cookie')).toMatch(/^payload-token=/)
    expect((await me(viaSite.body.data!.token)).body.user?.email).toBe(email)
    const viaPayload = await payloadLogin({ email, password: PASSWORD, totp: await codeNow(secret, 1) })
    expect(viaPayload.status).toBe(200)
    expect((await me(viaPayload.body.token!)).body.user?.email).toBe(email)
    expect((await call('/cms-api/contact-messages', { token: viaPayload.body.token })).status).toBe(200)
  })

  it('takes a code once: the same code again is refused, through either endpoint', async () => {
    const { email, secret } = await accountWithSecondFactor(PASSWORD)
    const code = await codeNow(secret)
    expect((await siteLogin({ type: 'admin', email, password: PASSWORD, totp: code })).status).toBe(200)
    const again = await siteLogin({ type: 'admin', email, password: PASSWORD, totp: code }, 'en')
    expect(again.status).toBe(422)
    expect(again.body.errors).toEqual({ totp: [enAuth.loginApi.codeRefused] })
    const viaPayload = await payloadLogin({ email, password: PASSWORD, totp: code })
    expect(viaPayload.status).toBe(401)
    expect(viaPayload.body.token).toBeUndefined()
    // An older code than the last one taken is refused too, though it is within the drift.
    expect((await siteLogin({ type: 'admin', email, password: PASSWORD, totp: await codeNow(secret, -1) })).status).toBe(422)
  })

  it('accepts one step of clock drift either way, and no more', async () => {
    const behind = await accountWithSecondFactor(PASSWORD)
    expect((await siteLogin({ type: 'admin', email: behind.email, password: PASSWORD, totp: await codeNow(behind.secret, -1) })).status).toBe(200)
    const ahead = await accountWithSecondFactor(PASSWORD)
    expect((await siteLogin({ type: 'admin', email: ahead.email, password: PASSWORD, totp: await codeNow(ahead.secret, 1) })).status).toBe(200)
    const far = await accountWithSecondFactor(PASSWORD)
    for (const offset of [-3, 3]) expect((await siteLogin({ type: 'admin', email: far.email, password: PASSWORD, totp: await codeNow(far.secret, offset) })).status).toBe(422)
  })

  it('refuses a malformed code or another account’s code with one message, never a 500', async () => {
    const other = await accountWithSecondFactor(PASSWORD)
    const refused = ['abcdef', '12345', '1234567', 123, ['123456'], { code: '123456' }, true, ' '.repeat(6), await codeNow(other.secret)]
    // Four to an account: the fifth wrong code would lock it.
    for (let start = 0; start < refused.length; start += 4) {
      const { email } = await accountWithSecondFactor(PASSWORD)
      for (const totp of refused.slice(start, start + 4)) {
        const reply = await siteLogin({ type: 'admin', email, password: PASSWORD, totp })
        expect(reply.status).toBe(422)
        expect(Object.keys(reply.body.errors ?? {})).toEqual(['totp'])
      }
    }
  })

  it('locks the account after five wrong codes, as after five wrong passwords: then 429 even with the right code', async () => {
    const { email, secret } = await accountWithSecondFactor(PASSWORD)
    const right = await codeNow(secret)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 5; attempt++) expect((await siteLogin({ type: 'admin', email, password: PASSWORD, totp: wrong })).status).toBe(422)
    const locked = await siteLogin({ type: 'admin', email, password: PASSWORD, totp: right })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60)
    expect((await payloadLogin({ email, password: PASSWORD, totp: right })).status).toBe(401)
  })

  it('counts wrong codes with wrong passwords towards one lock', async () => {
    const { email, secret } = await accountWithSecondFactor(PASSWORD)
    for (let attempt = 1; attempt <= 3; attempt++) expect((await siteLogin({ type: 'admin', email, password: `wrong-${attempt}` })).status).toBe(422)
    for (let attempt = 1; attempt <= 2; attempt++) expect((await payloadLogin({ email, password: PASSWORD, totp: '000000' })).status).toBe(401)
    expect((await siteLogin({ type: 'admin', email, password: PASSWORD, totp: await codeNow(secret) })).status).toBe(429)
  })

  it('a right code resets the count of failures, as a right password does', async () => {
    const { email, secret } = await accountWithSecondFactor(PASSWORD)
    for (let attempt = 1; attempt <= 4; attempt++) expect((await siteLogin({ type: 'admin', email, password: PASSWORD, totp: '000000' })).status).toBe(422)
    expect((await siteLogin({ type: 'admin', email, password: PASSWORD, totp: await codeNow(secret) })).status).toBe(200)
    const [row] = await query<{ login_attempts: number | null }>(server, 'SELECT login_attempts FROM users WHERE email = $1', [email])
    expect(Number(row.login_attempts ?? 0)).toBe(0)
  })

  it('keeps the secret out of every answer, the admin’s included', async () => {
    const { email } = await accountWithSecondFactor(PASSWORD)
    const found = await call<{ docs: Record<string, unknown>[] }>(`/cms-api/users?where[email][equals]=${encodeURIComponent(email)}`, { token: server.adminToken })
    expect(found.body.docs).toHaveLength(1)
    expect(Object.keys(found.body.docs[0])).not.toEqual(expect.arrayContaining(['totpSecret']))
    expect(found.body.docs[0]).not.toHaveProperty('totpLastStep')
    expect(found.body.docs[0].twoFactorSince).toEqual(expect.any(String))
    const [row] = await query<{ totp_secret: string }>(server, 'SELECT totp_secret FROM users WHERE email = $1', [email])
    expect(row.totp_secret).toMatch(/^v1:/)
  })

  it('nobody sets a secret through the API, not even an admin', async () => {
    const { email } = await accountWithSecondFactor(PASSWORD, 'student')
    const [{ id }] = await query<{ id: number }>(server, 'SELECT id FROM users WHERE email = $1', [email])
    const [before] = await query<{ totp_secret: string }>(server, 'SELECT totp_secret FROM users WHERE id = $1', [id])
    await call(`/cms-api/users/${id}`, { method: 'PATCH', token: server.adminToken, body: { totpSecret: 'JBSWY3DPEHPK3PXP', totpLastStep: 0, twoFactorSince: null } })
    const [after] = await query<{ totp_secret: string; two_factor_since: string | null }>(server, 'SELECT totp_secret, two_factor_since FROM users WHERE id = $1', [id])
    expect(after.totp_secret).toBe(before.totp_secret)
    expect(after.two_factor_since).not.toBeNull()
  })

  it('a password reset through Payload’s own endpoint signs in no account that has a second factor', async () => {
    const { email } = await accountWithSecondFactor(PASSWORD, 'professor')
    // A reset token as Payload's forgot-password leaves it (its mail goes to the account's owner).
    const token = `reset-${Date.now()}`
    await query(server, 'UPDATE users SET reset_password_token = $1, reset_password_expiration = $2 WHERE email = $3', [token, new Date(Date.now() + 3_600_000).toISOString(), email])
    const reset = await call<{ token?: string }>('/cms-api/users/reset-password', { method: 'POST', from: freshAddress(), body: { token, password: 'a-new-password-2' } })
    expect(reset.status).toBe(200)
    if (reset.body.token) expect((await me(reset.body.token)).body.user).toBeNull()
  })
})

type Setup = { secret: string; uri: string; qr: string }
type RightsRecord = { change: string; actorEmail: string | null; subjectEmail: string; from: string | null; to: string | null; address: string | null; createdAt: string }

const records = async (subjectEmail: string) =>
  (await call<{ docs: RightsRecord[] }>(`/cms-api/rights-records?where[subjectEmail][equals]=${encodeURIComponent(subjectEmail)}&sort=createdAt`, { token: server.adminToken })).body.docs

/** A new admin account, made by the seeded admin, still without a second factor, and its password-only session. */
async function newAdminWithoutSecondFactor() {
  const email = `enroll-admin-${++accounts}-${Date.now()}@example.com`
  await createAsAdmin('users', { name: 'Enrolling admin', email, password: PASSWORD, type: 'admin', state: 'active' })
  const signedIn = await payloadLogin({ email, password: PASSWORD })
  expect(signedIn.status).toBe(200)
  return { email, token: signedIn.body.token! }
}

async function enroll(token: string) {
  const setup = await call<Setup>('/cms-api/users/second-factor/setup', { method: 'POST', token, headers: XHR })
  expect(setup.status).toBe(200)
  const confirmed = await call<{ recoveryCodes: string[] }>('/cms-api/users/second-factor/confirm', { method: 'POST', token, headers: XHR, body: { code: await codeNow(setup.body.secret) } })
  expect(confirmed.status).toBe(200)
  return { secret: setup.body.secret, recoveryCodes: confirmed.body.recoveryCodes }
}

describe('enrollment, recovery codes and reset', () => {
  it('an admin without a second factor can do nothing but enroll: a QR code and the secret, a first code, ten recovery codes once', async () => {
    const { email, token } = await newAdminWithoutSecondFactor()
    expect((await call('/cms-api/contact-messages', { token })).status).toBe(403)
    expect((await call('/cms-api/users/second-factor/setup', { method: 'POST', token })).status).toBe(403)

    const setup = await call<Setup>('/cms-api/users/second-factor/setup', { method: 'POST', token, headers: XHR })
    expect(setup.status).toBe(200)
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.body.uri).toMatch(new RegExp(`^otpauth://totp/.+\\?.*secret=${setup.body.secret}`))
    expect(setup.body.qr).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)

    const wrong = await call<ErrorBody>('/cms-api/users/second-factor/confirm', { method: 'POST', token, headers: { ...XHR, 'accept-language': 'en' }, body: { code: '000000' } })
    expect(wrong.status).toBe(422)
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['code'])
    expect((await call('/cms-api/contact-messages', { token })).status).toBe(403)

    const confirmed = await call<{ recoveryCodes: string[] }>('/cms-api/users/second-factor/confirm', { method: 'POST', token, headers: XHR, body: { code: await codeNow(setup.body.secret) } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.recoveryCodes).toHaveLength(10)
    for (const code of confirmed.body.recoveryCodes) expect(code).toMatch(/^\d{4}-\d{4}-\d{4}$/)
    const [row] = await query<{ recovery_codes: string }>(server, 'SELECT recovery_codes FROM users WHERE email = $1', [email])
    for (const code of confirmed.body.recoveryCodes) expect(JSON.stringify(row.recovery_codes)).not.toContain(code.replace(/-/g, ''))

    expect((await call('/cms-api/users/second-factor/setup', { method: 'POST', token, headers: XHR })).status).toBe(409)
    expect((await call('/cms-api/contact-messages', { token })).status).toBe(200)
    expect((await payloadLogin({ email, password: PASSWORD })).status).toBe(401)
    expect((await records(email)).map((entry) => [entry.change, entry.actorEmail])).toEqual([
      ['accountCreated', server.adminEmail],
      ['secondFactorEnrolled', email],
    ])
  })

  it('every admin page sends an admin without a second factor to enrollment, never to the error page; once enrolled, the admin opens', async () => {
    const { token } = await newAdminWithoutSecondFactor()
    const open = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: { cookie: `payload-token=${token}` } })
    for (const path of ['/admin', '/admin/account', '/admin/collections/applications']) {
      const response = await open(path)
      expect([path, response.status, response.headers.get('location')]).toEqual([path, 307, '/admin/second-factor'])
    }
    expect((await open('/admin/second-factor')).status).toBe(200)

    await enroll(token)
    const dashboard = await open('/admin')
    expect(dashboard.status).toBe(200)
  })

  it('a recovery code signs in once, through either endpoint, instead of a code', async () => {
    const { email, token } = await newAdminWithoutSecondFactor()
    const { recoveryCodes } = await enroll(token)
    expect((await siteLogin({ type: 'admin', email, password: PASSWORD, totp: recoveryCodes[0] })).status).toBe(200)
    expect((await siteLogin({ type: 'admin', email, password: PASSWORD, totp: recoveryCodes[0] })).status).toBe(422)
    expect((await payloadLogin({ email, password: PASSWORD, totp: recoveryCodes[1].replace(/-/g, ' ') })).status).toBe(200)
    expect((await payloadLogin({ email, password: PASSWORD, totp: recoveryCodes[1] })).status).toBe(401)
    expect((await siteLogin({ type: 'admin', email, password: PASSWORD, totp: '0000-0000-0000' })).status).toBe(422)
  })

  it('another admin resets a lost second factor: the account’s sessions end, it enrolls again, and it is recorded', async () => {
    const { email, token } = await newAdminWithoutSecondFactor()
    await enroll(token)
    const [{ id }] = await query<{ id: number }>(server, 'SELECT id FROM users WHERE email = $1', [email])
    expect((await call(`/cms-api/users/${id}/second-factor/reset`, { method: 'POST', token, headers: XHR })).status).toBe(403)
    expect((await call(`/cms-api/users/${id}/second-factor/reset`, { method: 'POST', token: server.adminToken })).status).toBe(403)
    const reset = await call(`/cms-api/users/${id}/second-factor/reset`, { method: 'POST', token: server.adminToken, headers: XHR, from: '127.0.0.9' })
    expect(reset.status).toBe(200)
    expect((await me(token)).body.user).toBeNull()
    const again = await payloadLogin({ email, password: PASSWORD })
    expect(again.status).toBe(200)
    expect((await call('/cms-api/contact-messages', { token: again.body.token })).status).toBe(403)
    expect((await records(email)).at(-1)).toMatchObject({ change: 'secondFactorReset', actorEmail: server.adminEmail, subjectEmail: email, address: '127.0.0.9' })
  })
})

describe('the record of access rights', () => {
  it('records a role change with who, whom, what, when and from where; no one edits or deletes it', async () => {
    const email = `rights-${Date.now()}@example.com`
    const created = await createAsAdmin<{ id: number }>('users', { name: 'Rights', email, password: PASSWORD, type: 'student', state: 'active' })
    const changed = await call(`/cms-api/users/${created.id}`, { method: 'PATCH', token: server.adminToken, body: { type: 'professor' }, from: '127.0.0.7' })
    expect(changed.status).toBe(200)
    const entries = await records(email)
    expect(entries.at(-1)).toMatchObject({ change: 'roleChanged', actorEmail: server.adminEmail, from: 'student', to: 'professor', address: '127.0.0.7', createdAt: expect.any(String) })
    const { docs } = (await call<{ docs: { id: number }[] }>(`/cms-api/rights-records?where[subjectEmail][equals]=${encodeURIComponent(email)}`, { token: server.adminToken })).body
    expect((await call(`/cms-api/rights-records/${docs[0].id}`, { method: 'PATCH', token: server.adminToken, body: { to: 'admin' } })).status).toBe(403)
    expect((await call(`/cms-api/rights-records/${docs[0].id}`, { method: 'DELETE', token: server.adminToken })).status).toBe(403)
    expect((await call('/cms-api/rights-records', { method: 'POST', token: server.adminToken, body: { change: 'roleChanged', subjectEmail: email } })).status).toBe(403)
    expect((await records(email)).length).toBe(entries.length)
  })
})
