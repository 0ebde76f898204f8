import type { ErrorBody } from '@/lib/api/types'
import { JSON_BODY_LIMIT } from '@/lib/security/body-limits'
import enAuth from '@/messages/en/auth.json'
import koAuth from '@/messages/ko/auth.json'
import { query } from '../setup/database'
import { adminCredentials } from '../setup/admin-sign-in'
import { CONTRACT_ENV, TEST_ADMIN } from '../setup/server-info'
import { call, createAsAdmin, fetchFrom, freshAddress, server } from './client'

type LoginReply = { data: { id: number; token: string; name: string; email: string; type: string; photo: string | null } }
type Me = { user: { id: number; email: string } | null }

const ONE_MESSAGE = { ko: koAuth.loginApi.credentials, en: enAuth.loginApi.credentials }
const INVALID = { ko: '입력한 내용을 확인해 주세요.', en: 'Please check what you entered.' }
const PASSWORD = 'throwaway-password-1'

/** A client address of its own for each call: the per-address limit on failed sign-ins stays out of the way. */
const ownAddress = freshAddress

const login = (body: unknown, { locale = 'ko', headers = {} as Record<string, string>, from = ownAddress() } = {}) =>
  call<LoginReply & ErrorBody>(`/api/login?locale=${locale}`, {
    method: 'POST',
    body,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...headers },
    from,
  })

const me = (authorization: string) => call<Me>('/cms-api/users/me', { headers: { authorization } })

let userCount = 0
/** A throwaway account made by the admin, so the seeded admin is never locked for other tests. */
async function newUser(type: 'student' | 'professor' | 'admin' = 'student', state = 'active') {
  const email = `auth-${type}-${state}-${++userCount}-${Date.now()}@example.com`
  await createAsAdmin('users', { name: `Test ${type}`, email, password: PASSWORD, type, state })
  return email
}

const cookieOf = (headers: Headers) => headers.get('set-cookie') ?? ''

describe('POST /api/login', () => {
  it('signs the seeded admin in: the token, the account, and an HttpOnly payload-token cookie', async () => {
    const reply = await login({ type: 'admin', ...(await adminCredentials(server)), device: 'web' })
    expect(reply.status).toBe(200)
    expect(reply.body.data).toEqual({ id: expect.any(Number), token: expect.any(String), name: expect.any(String), email: TEST_ADMIN.email, type: 'admin', photo: null })
    const cookie = cookieOf(reply.headers)
    expect(cookie).toMatch(new RegExp(`^payload-token=${reply.body.data.token.replace(/\./g, '\\.')};`))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/SameSite=Lax/)
    // The admin's codes work once each: drawing one may wait for the next 30-second step.
  }, 70_000)

  it('gives a token that works as a bearer token, as a JWT token and as the cookie', async () => {
    const { body } = await login({ type: 'admin', ...(await adminCredentials(server)) })
    expect((await me(`Bearer ${body.data.token}`)).body.user?.email).toBe(TEST_ADMIN.email)
    expect((await me(`JWT ${body.data.token}`)).body.user?.email).toBe(TEST_ADMIN.email)
    const byCookie = await call<Me>('/cms-api/users/me', { cookie: `payload-token=${body.data.token}` })
    expect(byCookie.body.user?.email).toBe(TEST_ADMIN.email)
    const adminOnly = await call('/cms-api/contact-messages', { headers: { authorization: `Bearer ${body.data.token}` } })
    expect(adminOnly.status).toBe(200)
  }, 70_000)

  it('gives every one of several sign-ins to one account at the same moment a session that works (the site\'s and the admin panel\'s)', async () => {
    const email = await newUser('admin')
    const replies = await Promise.all([
      ...[1, 2, 3].map(() => login({ type: 'admin', email, password: PASSWORD }).then((reply) => reply.body.data?.token)),
      ...[1, 2, 3].map(() => call<{ token: string }>('/cms-api/users/login', { method: 'POST', body: { email, password: PASSWORD }, from: ownAddress() }).then((reply) => reply.body.token)),
    ])
    const signedIn = await Promise.all(replies.map(async (token) => (await me(`JWT ${token}`)).body.user?.email))
    expect(signedIn).toEqual(replies.map(() => email))
    // They check the password one at a time (cms/collections/users/hooks/sign-in-lock.ts).
  }, 30_000)

  it('deletes the account\'s expired sessions at its next sign-in and keeps the live ones', async () => {
    const email = await newUser('student')
    const earlier = await login({ type: 'student', email, password: PASSWORD })
    const [{ id: userId }] = await query<{ id: number }>(server, 'SELECT id FROM users WHERE email = $1', [email])
    const expired = new Date(Date.now() - 60_000).toISOString()
    const expiredId = `expired-${Date.now()}`
    await query(server, 'INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [99, userId, expiredId, expired, expired])

    expect((await login({ type: 'student', email, password: PASSWORD })).status).toBe(200)
    const left = await query<{ id: string }>(server, 'SELECT id FROM users_sessions WHERE _parent_id = $1', [userId])
    expect(left.map((row) => row.id)).not.toContain(expiredId)
    expect(left).toHaveLength(2)
    expect((await me(`JWT ${earlier.body.data.token}`)).body.user?.email).toBe(email)
  })

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const email = await newUser('student')
    const reply = await login({ type: 'student', email: `  ${email.toUpperCase()} `, password: PASSWORD })
    expect(reply.status).toBe(200)
    expect(reply.body.data).toMatchObject({ email, type: 'student', photo: null })
  })

  describe.each(['ko', 'en'] as const)('refusals say one thing, no hint which (%s)', (locale) => {
    const refused = { message: INVALID[locale], errors: { email: [ONE_MESSAGE[locale]] } }

    it('wrong password, unknown e-mail, wrong type', async () => {
      const email = await newUser('student')
      expect(await login({ type: 'student', email, password: 'not-the-password' }, { locale })).toMatchObject({ status: 422, body: refused })
      expect(await login({ type: 'student', email: `nobody-${Date.now()}@example.com`, password: PASSWORD }, { locale })).toMatchObject({ status: 422, body: refused })
      expect(await login({ type: 'professor', email, password: PASSWORD }, { locale })).toMatchObject({ status: 422, body: refused })
      expect(await login({ type: 'admin', email, password: PASSWORD }, { locale })).toMatchObject({ status: 422, body: refused })
    })

    it.each(['pending', 'rejected', 'disabled'])('an account that is %s, even with the right password', async (state) => {
      const email = await newUser('student', state)
      const reply = await login({ type: 'student', email, password: PASSWORD }, { locale })
      expect(reply).toMatchObject({ status: 422, body: refused })
      expect(cookieOf(reply.headers)).toBe('')
    })
  })

  it('a pending applicant cannot get a token through Payload’s own login either', async () => {
    const email = await newUser('student', 'pending')
    const reply = await call<{ token?: string }>('/cms-api/users/login', { method: 'POST', body: { email, password: PASSWORD } })
    expect(reply.status).toBe(401)
    expect(reply.body.token).toBeUndefined()
  })

  it('refuses a type other than student, professor or admin (422 on type), in the request’s language', async () => {
    for (const type of ['teacher', '', 'ADMIN', 1, null, ['admin'], { admin: true }]) {
      const reply = await login({ type, email: TEST_ADMIN.email, password: TEST_ADMIN.password }, { locale: 'en' })
      expect(reply.status).toBe(422)
      expect(reply.body).toEqual({ message: INVALID.en, errors: { type: [enAuth.loginApi.type] } })
    }
    expect((await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })).body.errors).toEqual({ type: [koAuth.loginApi.type] })
  })

  it('locks an account after 5 failures: then 429 with Retry-After in the request’s language, even with the right password', async () => {
    const email = await newUser('student')
    for (let attempt = 1; attempt <= 5; attempt++) expect((await login({ type: 'student', email, password: `wrong-${attempt}` })).status).toBe(422)
    const locked = await login({ type: 'student', email, password: PASSWORD })
    expect(locked.status).toBe(429)
    const retryAfter = Number(locked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(locked.body).toEqual({ message: koAuth.loginApi.locked.replace('{minutes}', '15') })
    expect(cookieOf(locked.headers)).toBe('')
    const inEnglish = await login({ type: 'student', email, password: PASSWORD }, { locale: 'en' })
    expect(inEnglish.status).toBe(429)
    expect(inEnglish.body.message).toBe(enAuth.loginApi.locked.replace('{minutes}', '15'))
  }, 60_000)

  it('counts the right password with the wrong type as a failure, so it neither escapes nor reveals the lock', async () => {
    const email = await newUser('student')
    for (let attempt = 1; attempt <= 5; attempt++) expect((await login({ type: 'professor', email, password: PASSWORD })).status).toBe(422)
    expect((await login({ type: 'student', email, password: PASSWORD })).status).toBe(429)
    expect((await login({ type: 'admin', email, password: PASSWORD })).status).toBe(429)
  }, 60_000)

  it('counts sign-ins refused for an inactive account the same way', async () => {
    const email = await newUser('student', 'pending')
    for (let attempt = 1; attempt <= 5; attempt++) expect((await login({ type: 'student', email, password: PASSWORD })).status).toBe(422)
    expect((await login({ type: 'student', email, password: PASSWORD })).status).toBe(429)
  }, 60_000)

  it('limits failed sign-ins per client address (RATE_LIMIT_LOGIN), not successful ones', async () => {
    const from = ownAddress()
    const email = await newUser('student')
    for (let attempt = 0; attempt < 3; attempt++) expect((await login({ type: 'student', email, password: PASSWORD }, { from })).status).toBe(200)
    let failures = 0
    let reply = await login({ type: 'student', email: 'x@example.com' }, { from })
    while (reply.status === 422 && failures < 50) {
      failures += 1
      reply = await login({ type: 'student', email: 'x@example.com' }, { from })
    }
    expect(reply.status).toBe(429)
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(failures).toBe(Number(CONTRACT_ENV.RATE_LIMIT_LOGIN.split('/')[0]))
    // Another address is not affected.
    expect((await login({ type: 'student', email, password: PASSWORD })).status).toBe(200)
  })

  it('never answers 500, whatever the body (counted: see BAD_LOGIN_BODIES)', async () => {
    const statuses = await Promise.all(BAD_LOGIN_BODIES.map((body) => rawLogin(body).then((response) => response.status)))
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    // Bodies over the JSON limit are refused unread (413); every other bad body is a 422.
    expect(statuses).toEqual(BAD_LOGIN_BODIES.map((body) => (Buffer.byteLength(body) > JSON_BODY_LIMIT ? 413 : 422)))
  }, 60_000)

  it('refuses calls without X-Requested-With or from a foreign origin (403)', async () => {
    const body = { type: 'admin', email: TEST_ADMIN.email, password: TEST_ADMIN.password }
    expect((await call('/api/login', { method: 'POST', body })).status).toBe(403)
    const foreign = await login(body, { headers: { origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
    expect(cookieOf(foreign.headers)).toBe('')
  })
})

/** Bodies /api/login must refuse with 422, never 500: malformed JSON, wrong shapes, wrong types, huge strings. */
const BAD_LOGIN_BODIES: string[] = [
  '',
  'not json',
  '{"type":',
  'null',
  '42',
  '"admin"',
  'true',
  '[]',
  '[{"type":"admin"}]',
  '{}',
  JSON.stringify({ type: 'admin' }),
  JSON.stringify({ type: 'admin', email: TEST_ADMIN.email }),
  JSON.stringify({ type: 'admin', password: 'x' }),
  JSON.stringify({ type: 'admin', email: 42, password: 42 }),
  JSON.stringify({ type: 'admin', email: ['a@example.com'], password: ['x'] }),
  JSON.stringify({ type: 'admin', email: { $ne: null }, password: { $ne: null } }),
  JSON.stringify({ type: 'admin', email: null, password: null }),
  JSON.stringify({ type: 'admin', email: '', password: '' }),
  JSON.stringify({ type: 'admin', email: '   ', password: '   ' }),
  JSON.stringify({ type: 'admin', email: 'not-an-email', password: 'x' }),
  JSON.stringify({ type: 'admin', email: `${'a'.repeat(300)}@example.com`, password: 'x' }),
  JSON.stringify({ type: 'admin', email: TEST_ADMIN.email, password: 'p'.repeat(2_000_000) }),
  JSON.stringify({ type: 'admin', email: 'e'.repeat(2_000_000), password: 'x' }),
  JSON.stringify({ type: 'a'.repeat(100_000), email: 'a@example.com', password: 'x' }),
  JSON.stringify({ type: 'admin', email: "' OR 1=1 --@example.com", password: "' OR '1'='1" }),
  JSON.stringify({ type: 'admin', email: 'a@example.com\u0000', password: '\u0000' }),
  JSON.stringify({ type: 'student', email: 'a@example.com', password: '   ' }),
  JSON.stringify({ type: 'student', email: '\u0000', password: 'x' }),
  JSON.stringify({ type: 'student', email: '관리자@예시.한국', password: '비밀번호' }),
  JSON.stringify({ type: 'admin', email: 'a@example.com', password: 'x', device: { nested: [1, 2, 3] } }),
  JSON.stringify({ __proto__: { type: 'admin' }, email: TEST_ADMIN.email, password: 'x' }),
  JSON.stringify({ constructor: { prototype: { type: 'admin' } } }),
]

function rawLogin(body: string) {
  return fetchFrom(ownAddress(), `${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    body,
  })
}

describe('POST /api/logout', () => {
  it('ends the session of a bearer token: the token stops working, other sessions go on', async () => {
    const email = await newUser('student')
    const first = await login({ type: 'student', email, password: PASSWORD })
    const second = await login({ type: 'student', email, password: PASSWORD })
    const reply = await call<{ message: string }>('/api/logout', { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${first.body.data.token}` } })
    expect(reply.status).toBe(200)
    expect(reply.body.message).toBe(koAuth.loginApi.loggedOut)
    expect(cookieOf(reply.headers)).toMatch(/^payload-token=; Expires=/)
    expect((await me(`Bearer ${first.body.data.token}`)).body.user).toBeNull()
    expect((await call<Me>('/cms-api/users/me', { cookie: `payload-token=${first.body.data.token}` })).body.user).toBeNull()
    expect((await me(`Bearer ${second.body.data.token}`)).body.user?.email).toBe(email)
  })

  it('ends the session of the cookie', async () => {
    const email = await newUser('professor')
    const { body } = await login({ type: 'professor', email, password: PASSWORD })
    const reply = await call('/api/logout?locale=en', { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest' }, cookie: `payload-token=${body.data.token}` })
    expect(reply).toMatchObject({ status: 200, body: { message: enAuth.loginApi.loggedOut } })
    expect((await me(`JWT ${body.data.token}`)).body.user).toBeNull()
  })

  it('answers 200 and clears the cookie when nobody is signed in', async () => {
    const reply = await call('/api/logout', { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest' } })
    expect(reply.status).toBe(200)
    expect(cookieOf(reply.headers)).toMatch(/^payload-token=;/)
  })

  it('refuses calls without X-Requested-With or from a foreign origin (403), and the session survives', async () => {
    const email = await newUser('student')
    const { body } = await login({ type: 'student', email, password: PASSWORD })
    const authorization = `Bearer ${body.data.token}`
    expect((await call('/api/logout', { method: 'POST', headers: { authorization } })).status).toBe(403)
    expect((await call('/api/logout', { method: 'POST', headers: { authorization, 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' } })).status).toBe(403)
    expect((await me(authorization)).body.user?.email).toBe(email)
  })
})

describe('who may enter /admin', () => {
  it('a student’s session gets no admin panel and no private collections', async () => {
    const email = await newUser('student')
    const { body } = await login({ type: 'student', email, password: PASSWORD })
    const panel = await call('/admin', { cookie: `payload-token=${body.data.token}` })
    expect(panel.status).toBe(307)
    expect(panel.headers.get('location')).toMatch(/\/admin\/unauthorized$/)
    for (const collection of ['contact-messages', 'mail-outbox']) {
      expect((await call(`/cms-api/${collection}`, { headers: { authorization: `Bearer ${body.data.token}` } })).status).toBe(403)
    }
  })

  it('a professor’s session neither', async () => {
    const email = await newUser('professor')
    const { body } = await login({ type: 'professor', email, password: PASSWORD })
    expect((await call('/admin', { cookie: `payload-token=${body.data.token}` })).headers.get('location')).toMatch(/\/admin\/unauthorized$/)
  })
})

describe('POST /cms-api/users/forgot-password', () => {
  const forgot = (address: string) =>
    call<{ message?: string; errors?: { message: string }[] }>('/cms-api/users/forgot-password', {
      method: 'POST',
      from: address,
      body: { email: `nobody-${Date.now()}@example.com` },
    })

  it('mails at most 5 reset links an hour per client address, so nobody floods an inbox through it', async () => {
    const address = ownAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await forgot(address)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const refused = await forgot(address)
    expect(refused.body.errors?.[0]?.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')
    expect((await forgot(ownAddress())).status).toBe(200)
  })
})
