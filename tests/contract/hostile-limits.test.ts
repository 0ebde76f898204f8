import { CONTRACT_ENV } from '../setup/server-info'
import { call, createAsAdmin, deleteAsAdmin, freshAddress } from './client'
import { openDepartmentId, postRegistration, toFormData, validForm } from './registration-helpers'

/**
 * The per-address and per-account limits against a client that forges X-Forwarded-For and tries
 * every endpoint. The test server trusts no proxy (the default), so only the connection's address counts.
 */
jest.setTimeout(120_000)

const LOGIN_LIMIT = Number(CONTRACT_ENV.RATE_LIMIT_LOGIN.split('/')[0])
let forged = 0
const forgedFor = () => ({ 'x-forwarded-for': `203.0.113.${++forged % 250}`, 'x-real-ip': `198.51.100.${forged % 250}` })

const apiLogin = (from: string, headers: Record<string, string> = {}) =>
  call('/api/login', { method: 'POST', from, headers: { 'x-requested-with': 'XMLHttpRequest', ...headers }, body: { type: 'student', email: `nobody-${Date.now()}@example.com`, password: 'wrong-password' } })

const payloadLogin = (from: string, email = `nobody-${Date.now()}@example.com`, password = 'wrong-password') =>
  call<{ errors?: { message: string }[] }>('/cms-api/users/login', { method: 'POST', from, body: { email, password } })

describe('failed sign-ins per address', () => {
  it('a forged X-Forwarded-For does not reset the limit', async () => {
    const from = freshAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt <= LOGIN_LIMIT; attempt++) statuses.push((await apiLogin(from, forgedFor())).status)
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(422), 429])
  })

  it('is one budget for /api/login, Payload’s login and forgot-password, with Retry-After on each', async () => {
    const from = freshAddress()
    const half = Math.floor(LOGIN_LIMIT / 2)
    for (let attempt = 0; attempt < half; attempt++) expect((await apiLogin(from)).status).toBe(422)
    for (let attempt = half; attempt < LOGIN_LIMIT; attempt++) expect((await payloadLogin(from)).status).toBe(401)
    const refused = [await apiLogin(from), await payloadLogin(from), await call('/cms-api/users/forgot-password', { method: 'POST', from, body: { email: 'a@example.com' } })]
    expect(refused.map(({ status }) => status)).toEqual([429, 429, 429])
    for (const reply of refused) expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((refused[1].body as { errors: { message: string }[] }).errors[0].message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')
    expect((await apiLogin(freshAddress())).status).toBe(422)
  })

  it('guessing the admin’s password through Payload’s login locks the account, and only an admin unlocks it', async () => {
    const email = `lock-target-${Date.now()}@example.com`
    const user = await createAsAdmin('users', { email, password: 'the-right-password', name: '잠금', type: 'admin', state: 'active' })
    for (let attempt = 0; attempt < 5; attempt++) await payloadLogin(freshAddress(), email)
    expect((await payloadLogin(freshAddress(), email, 'the-right-password')).status).toBe(401)
    const studentEmail = `unlocker-${Date.now()}@example.com`
    const student = await createAsAdmin('users', { email: studentEmail, password: 'student-password-1', name: '학생', type: 'student', state: 'active' })
    const studentToken = (await call<{ token: string }>('/cms-api/users/login', { method: 'POST', body: { email: studentEmail, password: 'student-password-1' } })).body.token
    expect((await call('/cms-api/users/unlock', { method: 'POST', token: studentToken, body: { email } })).status).toBe(403)
    expect((await payloadLogin(freshAddress(), email, 'the-right-password')).status).toBe(401)
    await deleteAsAdmin('users', student.id)
    await deleteAsAdmin('users', user.id)
  })
})

describe('registrations', () => {
  it('counts attempts per e-mail address strictly, whatever address they come from', async () => {
    const email = `same-email-${Date.now()}@example.com`
    const form = toFormData({ ...validForm(email, await openDepartmentId()), dob: 'not a date' })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await postRegistration(form, { address: freshAddress() })).status)
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429])
  })
})
