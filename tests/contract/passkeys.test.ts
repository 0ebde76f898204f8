import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server'

import { adminTranslations } from '@/cms/admin-translations'
import { callSite, type RequestOptions } from '../setup/http'
import { query } from '../setup/database'
import { SoftwareAuthenticator } from '../setup/software-authenticator'
import { createAsAdmin, freshAddress, server } from './client'
import { accountWithSecondFactor, codeNow } from './second-factor-accounts'
import { sidOf } from '../setup/session-id'

/**
 * Passkeys stand in for the code as staff's second factor: added on one's own account after a recent code, used at sign-in
 * beside the password and when a sensitive act asks again; every answer is checked against its one challenge, the
 * site's origin and relying party, and the passkey's key and counter. The authenticator is a software one
 * (tests/setup/software-authenticator.ts); the browser tests use Chromium's.
 */
jest.setTimeout(120_000)

const PASSWORD = 'Passkey-2026-staff'
const XHR = { 'x-requested-with': 'XMLHttpRequest' }
const texts = adminTranslations.ko

type Staff = { email: string; secret: string; token: string; id: number }
type Summary = { id: string; name: string; createdAt: string; lastUsedAt: string | null }

const as = <T = { message?: string }>(staff: Staff, path: string, options: RequestOptions = {}) =>
  callSite<T>(server.baseUrl, path, { ...options, token: staff.token, headers: { ...XHR, ...options.headers } })

const login = (body: Record<string, unknown>) =>
  callSite<{ token?: string; user?: { id: number }; errors?: { message: string }[] }>(server.baseUrl, '/cms-api/users/login', { method: 'POST', from: freshAddress(), body })

async function signedInStaff(account?: { email: string; secret: string }, offset = 0): Promise<Staff> {
  const { email, secret } = account ?? (await accountWithSecondFactor(PASSWORD, 'admin', 'passkey'))
  const reply = await login({ email, password: PASSWORD, totp: await codeNow(secret, offset) })
  expect(reply.status).toBe(200)
  return { email, secret, token: reply.body.token!, id: reply.body.user!.id }
}

/** Adds a passkey of `authenticator` to the staff member's account, as the account page does. */
async function addPasskey(staff: Staff, authenticator: SoftwareAuthenticator, name = '사무실 PC') {
  const options = await as<PublicKeyCredentialCreationOptionsJSON>(staff, '/cms-api/users/passkeys/options', { method: 'POST' })
  expect(options.status).toBe(200)
  return as<{ message: string; passkey?: Summary }>(staff, '/cms-api/users/passkeys', { method: 'POST', body: { response: authenticator.create(options.body), name } })
}

const signInOptions = async (email: string) =>
  (await callSite<PublicKeyCredentialRequestOptionsJSON>(server.baseUrl, '/cms-api/users/passkeys/sign-in-options', { method: 'POST', headers: XHR, body: { email } })).body


describe('passkeys', () => {
  it('are added on one’s own account, listed without their keys, recorded, and sign in beside the password instead of the code', async () => {
    const staff = await signedInStaff()
    const authenticator = new SoftwareAuthenticator(server.baseUrl)
    const added = await addPasskey(staff, authenticator)
    expect(added.status).toBe(201)
    expect(added.body.message).toBe(texts.passkeys.added)
    const listed = await as<{ passkeys: Summary[] }>(staff, '/cms-api/users/passkeys')
    expect(listed.body.passkeys).toEqual([{ id: authenticator.id, name: '사무실 PC', createdAt: expect.any(String), lastUsedAt: null }])
    expect(JSON.stringify(listed.body)).not.toMatch(/publicKey|counter/)
    const [record] = await query<{ change: string }>(server, "SELECT change FROM rights_records WHERE subject_email = $1 AND change = 'passkeyAdded'", [staff.email])
    expect(record).toBeDefined()

    const signedIn = await login({ email: staff.email, password: PASSWORD, passkey: authenticator.get(await signInOptions(staff.email)) })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.token).toBeTruthy()
    expect((await as<{ passkeys: Summary[] }>(staff, '/cms-api/users/passkeys')).body.passkeys[0].lastUsedAt).not.toBeNull()
    // The password alone still opens nothing, and the passkey without the password nothing either.
    expect((await login({ email: staff.email, password: PASSWORD })).status).toBe(401)
    expect((await login({ email: staff.email, password: 'wrong-password-1', passkey: authenticator.get(await signInOptions(staff.email)) })).status).toBe(401)
  })

  it('refuses an answer replayed, made for another site, for another e-mail or signed by another account’s passkey; each counts toward the lock', async () => {
    const staff = await signedInStaff()
    // A counter that stays at zero: only the challenge's single use stops a replay.
    const authenticator = new SoftwareAuthenticator(server.baseUrl, false)
    expect((await addPasskey(staff, authenticator)).status).toBe(201)
    const optionsFor = await signInOptions(staff.email)
    expect(optionsFor.allowCredentials ?? []).toEqual([])

    const answer = authenticator.get(optionsFor)
    expect((await login({ email: staff.email, password: PASSWORD, passkey: answer })).status).toBe(200)
    const replayed = await login({ email: staff.email, password: PASSWORD, passkey: answer })
    expect(replayed.status).toBe(401)
    expect(replayed.body.errors?.[0].message).toBe(texts.signIn.codeRefused)

    const phished = authenticator.get(await signInOptions(staff.email), { origin: 'https://school-login.example' })
    expect((await login({ email: staff.email, password: PASSWORD, passkey: phished })).status).toBe(401)
    const otherParty = authenticator.get(await signInOptions(staff.email), { rpId: 'school-login.example' })
    expect((await login({ email: staff.email, password: PASSWORD, passkey: otherParty })).status).toBe(401)
    const forAnother = authenticator.get(await signInOptions(`someone-else-${Date.now()}@example.com`))
    expect((await login({ email: staff.email, password: PASSWORD, passkey: forAnother })).status).toBe(401)
    const [counted] = await query<{ login_attempts: number }>(server, 'SELECT login_attempts FROM users WHERE id = $1', [staff.id])
    expect(Number(counted.login_attempts)).toBe(4)
    expect((await login({ email: staff.email, password: PASSWORD, passkey: authenticator.get(await signInOptions(staff.email)) })).status).toBe(200)

    const victim = await signedInStaff()
    const stranger = new SoftwareAuthenticator(server.baseUrl)
    expect((await addPasskey(await signedInStaff(), stranger)).status).toBe(201)
    expect((await login({ email: victim.email, password: PASSWORD, passkey: stranger.get(await signInOptions(victim.email)) })).status).toBe(401)
    for (const garbage of ['not a passkey', { id: stranger.id }, [1, 2]]) expect((await login({ email: victim.email, password: PASSWORD, passkey: garbage })).status).toBe(401)
  })

  it('asks nothing of the database for sign-in options: the same shape for any address, none for a malformed one', async () => {
    const known = await signInOptions((await accountWithSecondFactor(PASSWORD, 'admin', 'passkey')).email)
    const unknown = await signInOptions(`nobody-${Date.now()}@example.com`)
    expect(Object.keys(known).sort()).toEqual(Object.keys(unknown).sort())
    expect(unknown.allowCredentials ?? []).toEqual([])
    const malformed = await callSite<{ message: string }>(server.baseUrl, '/cms-api/users/passkeys/sign-in-options', { method: 'POST', headers: XHR, body: { email: ['x'] } })
    expect(malformed.status).toBe(422)
  })

  it('give the second factor again for a sensitive act, and are removed only with a recent one; a removed passkey opens nothing', async () => {
    const staff = await signedInStaff()
    const authenticator = new SoftwareAuthenticator(server.baseUrl)
    const added = await addPasskey(staff, authenticator)
    expect(added.status).toBe(201)

    await query(server, 'UPDATE users_sessions SET created_at = $1 WHERE id = $2', [new Date(Date.now() - 11 * 60_000).toISOString(), sidOf(staff.token)])
    const removeAsked = await as(staff, `/cms-api/users/passkeys/${encodeURIComponent(authenticator.id)}`, { method: 'DELETE' })
    expect(removeAsked.status).toBe(403)
    expect(removeAsked.headers.get('second-factor')).toBe('again')
    expect((await as(staff, '/cms-api/users/passkeys/options', { method: 'POST' })).headers.get('second-factor')).toBe('again')

    const options = await as<PublicKeyCredentialRequestOptionsJSON>(staff, '/cms-api/users/passkeys/again-options', { method: 'POST' })
    expect(options.status).toBe(200)
    const proven = await as(staff, '/cms-api/users/second-factor/again', { method: 'POST', body: { passkey: authenticator.get(options.body) } })
    expect(proven.status).toBe(200)
    expect((await as(staff, '/cms-api/applications/export')).status).toBe(200)

    const removed = await as(staff, `/cms-api/users/passkeys/${encodeURIComponent(authenticator.id)}`, { method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect((await as<{ passkeys: Summary[] }>(staff, '/cms-api/users/passkeys')).body.passkeys).toEqual([])
    expect(await query(server, "SELECT id FROM rights_records WHERE subject_email = $1 AND change = 'passkeyRemoved'", [staff.email])).toHaveLength(1)
    expect((await login({ email: staff.email, password: PASSWORD, passkey: authenticator.get(await signInOptions(staff.email)) })).status).toBe(401)
  })

  it('refuses a malformed new passkey or name with a clear message and keeps nothing; only accounts with a code add one', async () => {
    const staff = await signedInStaff()
    const authenticator = new SoftwareAuthenticator(server.baseUrl)
    await as(staff, '/cms-api/users/passkeys/options', { method: 'POST' })
    const garbage = await as(staff, '/cms-api/users/passkeys', { method: 'POST', body: { response: { id: 'x', response: {} }, name: 'PC' } })
    expect(garbage.status).toBe(422)
    expect(garbage.body.message).toBe(texts.passkeys.refused)
    const options = await as<PublicKeyCredentialCreationOptionsJSON>(staff, '/cms-api/users/passkeys/options', { method: 'POST' })
    const longName = await as(staff, '/cms-api/users/passkeys', { method: 'POST', body: { response: authenticator.create(options.body), name: 'x'.repeat(61) }, headers: { 'accept-language': 'en' } })
    expect(longName.status).toBe(422)
    expect(longName.body.message).toBe(adminTranslations.en.passkeys.badName)
    // A new passkey answers its own challenge only: made for another site, refused.
    const elsewhere = new SoftwareAuthenticator('https://school-login.example')
    const otherOptions = await as<PublicKeyCredentialCreationOptionsJSON>(staff, '/cms-api/users/passkeys/options', { method: 'POST' })
    expect((await as(staff, '/cms-api/users/passkeys', { method: 'POST', body: { response: elsewhere.create(otherOptions.body) } })).status).toBe(422)
    expect((await as<{ passkeys: Summary[] }>(staff, '/cms-api/users/passkeys')).body.passkeys).toEqual([])

    const email = `no-code-${Date.now()}@example.com`
    await createAsAdmin('users', { name: 'No code', email, password: PASSWORD, type: 'student', state: 'active' })
    const student = await login({ email, password: PASSWORD })
    const refused = await callSite<{ message: string }>(server.baseUrl, '/cms-api/users/passkeys/options', { method: 'POST', token: student.body.token, headers: XHR })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(texts.secondFactorAgain.noFactor)
    expect((await callSite(server.baseUrl, '/cms-api/users/passkeys/options', { method: 'POST', headers: XHR })).status).toBe(403)
  })
})
