import type { ErrorBody, ItemEnvelope, RefreshedSession, SignedInUser } from '@/lib/api/types'
import { query } from '../setup/database'
import { TEST_PROFESSOR } from '../setup/server-info'
import { call, freshAddress, server } from './client'
import { accountWithSecondFactor, codeNow } from './second-factor-accounts'
import { sidOf } from '../setup/session-id'

/**
 * Staff sessions end after the settings' idle minutes without a request (KWCAG 2.2.1's warning is the browsers'
 * part). The clock is moved in the database: a session's last use is its `expiresAt` less the token
 * lifetime (lib/auth/idle-sessions.ts), so moving `expires_at` back moves the last use back.
 */
jest.setTimeout(60_000)

const PASSWORD = 'Quiet-hours-2026'
const LIFETIME_MS = 8 * 60 * 60 * 1000
const MINUTE = 60_000
const XHR = { 'x-requested-with': 'XMLHttpRequest' }

type Me = { user: { email: string } | null }


/** A new admin (with its own authenticator, so no wait for a fresh code) signed in through Payload's sign-in endpoint. */
async function staffToken(): Promise<{ token: string; email: string }> {
  const { email, secret } = await accountWithSecondFactor(PASSWORD, 'admin', 'idle')
  const reply = await call<{ token?: string }>('/cms-api/users/login', { method: 'POST', from: freshAddress(), body: { email, password: PASSWORD, totp: await codeNow(secret) } })
  expect(reply.status).toBe(200)
  return { token: reply.body.token!, email }
}

async function professorToken(): Promise<string> {
  const reply = await call<ItemEnvelope<{ token: string }>>('/api/login', { method: 'POST', from: freshAddress(), headers: XHR, body: { type: 'professor', email: TEST_PROFESSOR.email, password: TEST_PROFESSOR.password, device: 'web' } })
  expect(reply.status).toBe(200)
  return reply.body.data.token
}

/** When the session was last used, by its stored end. */
async function lastUse(token: string): Promise<number | null> {
  const [row] = await query<{ expires_at: string | Date }>(server, 'SELECT expires_at FROM users_sessions WHERE id = $1', [sidOf(token)])
  return row ? new Date(row.expires_at).getTime() - LIFETIME_MS : null
}

/** Moves the session's last use to `minutes` ago. */
async function lastUsedAgo(token: string, minutes: number) {
  await query(server, 'UPDATE users_sessions SET expires_at = $1 WHERE id = $2', [new Date(Date.now() - minutes * MINUTE + LIFETIME_MS).toISOString(), sidOf(token)])
}

/** The admin's dashboard renders for the cookie, with its navigation's sign-out; without a session there is none (Next.js answers the redirect to the sign-in page). */
async function adminOpens(token: string): Promise<boolean> {
  const reply = await call<string>('/admin', { cookie: `payload-token=${token}` })
  return reply.status === 200 && reply.body.includes('/admin/logout') && !reply.body.includes('__next-page-redirect')
}

const siteUser = (token: string, headers: Record<string, string> = {}) => call<ItemEnvelope<SignedInUser> & ErrorBody>('/api/user', { headers: { authorization: `Bearer ${token}`, ...headers } })
const me = (token: string) => call<Me>('/cms-api/users/me', { token })

async function setIdleMinutes(idleMinutes: unknown) {
  return call<{ errors?: { message: string }[] }>('/cms-api/globals/settings', { method: 'POST', token: server.adminToken, body: { staffSessions: { idleMinutes } } })
}

describe('a staff session unused for the idle time', () => {
  // Each endpoint meets the idle session first, with a session of its own: each ends it by itself.
  const endpoints: [string, (token: string) => Promise<boolean>][] = [
    ['Payload’s REST API with the JWT header', async (token) => (await me(token)).body.user !== null],
    ['Payload’s REST API with the cookie', async (token) => (await call<Me>('/cms-api/users/me', { cookie: `payload-token=${token}` })).body.user !== null],
    ['a private collection through Payload’s REST API', async (token) => (await call('/cms-api/applications?limit=1', { token })).status === 200],
    ['the admin', (token) => adminOpens(token)],
    ['the site’s /api with the bearer token', async (token) => (await siteUser(token)).status === 200],
  ]

  it.each(endpoints)('opens nothing through %s after 30 minutes, and the session is gone from the account', async (_endpoint, opens) => {
    const { token } = await staffToken()
    expect(await opens(token)).toBe(true)
    await lastUsedAgo(token, 31)
    expect(await opens(token)).toBe(false)
    expect(await lastUse(token)).toBeNull()
    expect((await me(token)).body.user).toBeNull()
  })

  it('answers 401 from /api/user, as for any ended session', async () => {
    const { token } = await staffToken()
    await lastUsedAgo(token, 31)
    const reply = await siteUser(token)
    expect([reply.status, reply.body.message]).toEqual([401, '로그인이 필요하거나 로그인 세션이 끝났습니다.'])
  })
})

describe('a staff session in use', () => {
  it('goes on while used: a request moves its last use to now and its idle end 30 minutes on', async () => {
    const { token } = await staffToken()
    await lastUsedAgo(token, 29)
    const reply = await siteUser(token)
    expect(reply.status).toBe(200)
    expect(reply.body.data.idle_ends_in).toBeGreaterThan(29 * 60)
    expect(reply.body.data.idle_ends_in).toBeLessThanOrEqual(30 * 60)
    expect(Date.now() - (await lastUse(token))!).toBeLessThan(MINUTE)
    await lastUsedAgo(token, 29)
    expect((await me(token)).body.user).not.toBeNull()
  })

  it('writes a use at most once a minute', async () => {
    const { token } = await staffToken()
    await lastUsedAgo(token, 0.5)
    const before = await lastUse(token)
    expect((await siteUser(token)).status).toBe(200)
    expect((await me(token)).body.user).not.toBeNull()
    expect(await lastUse(token)).toBe(before)
  })

  it('is not used by a request that only asks how long is left (Session-Peek: 1)', async () => {
    const { token } = await staffToken()
    await lastUsedAgo(token, 20)
    const before = await lastUse(token)
    const reply = await siteUser(token, { 'session-peek': '1' })
    expect(reply.status).toBe(200)
    expect(reply.body.data.idle_ends_in).toBeGreaterThan(9 * 60)
    expect(reply.body.data.idle_ends_in).toBeLessThanOrEqual(10 * 60)
    expect(await lastUse(token)).toBe(before)
    const admin = await call<{ idleEndsIn: number; idleMinutes: number }>('/cms-api/users/session', { token, headers: { 'session-peek': '1' } })
    expect(admin.status).toBe(200)
    expect(admin.body.idleMinutes).toBe(30)
    expect(admin.body.idleEndsIn).toBeLessThanOrEqual(10 * 60)
    expect(await lastUse(token)).toBe(before)
  })

  it('is kept by the admin’s “stay signed in” (POST /cms-api/users/session), from the site’s own script only', async () => {
    const { token } = await staffToken()
    await lastUsedAgo(token, 28)
    expect((await call('/cms-api/users/session', { method: 'POST', token, headers: { 'session-peek': '1' } })).status).toBe(403)
    const stayed = await call<{ idleEndsIn: number }>('/cms-api/users/session', { method: 'POST', token, headers: XHR })
    expect(stayed.status).toBe(200)
    expect(stayed.body.idleEndsIn).toBeGreaterThan(29 * 60)
    expect(Date.now() - (await lastUse(token))!).toBeLessThan(MINUTE)
  })

  it('is kept by the site’s “stay signed in” (POST /api/user/refresh): a new token, the cookie, the idle time started again', async () => {
    const { token } = await staffToken()
    await lastUsedAgo(token, 28)
    const reply = await call<ItemEnvelope<RefreshedSession>>('/api/user/refresh', { method: 'POST', headers: { ...XHR, authorization: `Bearer ${token}` } })
    expect(reply.status).toBe(200)
    expect(reply.body.data.token).toEqual(expect.any(String))
    expect(sidOf(reply.body.data.token)).toBe(sidOf(token))
    expect(reply.body.data.idle_ends_in).toBeGreaterThan(29 * 60)
    expect(reply.headers.get('set-cookie')).toMatch(/^payload-token=/)
    expect((await me(reply.body.data.token)).body.user).not.toBeNull()
    expect(Date.now() - (await lastUse(token))!).toBeLessThan(MINUTE)
  })

  it('cannot be refreshed once it has ended, nor without the site’s script header', async () => {
    const { token } = await staffToken()
    expect((await call('/api/user/refresh', { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(403)
    await lastUsedAgo(token, 31)
    const reply = await call<ErrorBody>('/api/user/refresh?locale=en', { method: 'POST', headers: { ...XHR, authorization: `Bearer ${token}` } })
    expect([reply.status, reply.body.message]).toEqual([401, 'You are not signed in, or your session has ended.'])
    expect((await call('/cms-api/users/refresh-token', { method: 'POST', token })).status).not.toBe(200)
  })
})

describe('the idle time setting (사이트 설정 › 관리자 로그인 유지)', () => {
  afterAll(async () => {
    await setIdleMinutes(30)
  })

  it('is 30 minutes by default and applies at once to open sessions when the office changes it', async () => {
    const { token } = await staffToken()
    await lastUsedAgo(token, 12)
    expect((await me(token)).body.user).not.toBeNull()
    const { token: second } = await staffToken()
    expect((await setIdleMinutes(10)).status).toBe(200)
    await lastUsedAgo(second, 11)
    expect((await siteUser(second)).status).toBe(401)
    const { token: third } = await staffToken()
    expect((await siteUser(third)).body.data.idle_ends_in).toBeLessThanOrEqual(10 * 60)
  })

  it('refuses less than 5 or more than 480 minutes, and keeps what it had', async () => {
    expect((await setIdleMinutes(30)).status).toBe(200)
    for (const value of [4, 481, 'soon']) {
      const reply = await setIdleMinutes(value)
      expect(reply.status).toBe(400)
    }
    const settings = await call<{ staffSessions: { idleMinutes: number } }>('/cms-api/globals/settings', { token: server.adminToken })
    expect(settings.body.staffSessions.idleMinutes).toBe(30)
  })
})

describe('students and professors', () => {
  it('have no idle end: their session lasts as long as its token, and /api/user says so (idle_ends_in null)', async () => {
    const token = await professorToken()
    await lastUsedAgo(token, 120)
    const reply = await siteUser(token)
    expect(reply.status).toBe(200)
    expect(reply.body.data.idle_ends_in).toBeNull()
  })

  it('extend their session with POST /api/user/refresh: a new token of the same session', async () => {
    const token = await professorToken()
    const reply = await call<ItemEnvelope<RefreshedSession>>('/api/user/refresh', { method: 'POST', headers: { ...XHR, authorization: `Bearer ${token}` } })
    expect(reply.status).toBe(200)
    expect(sidOf(reply.body.data.token)).toBe(sidOf(token))
    expect(reply.body.data.idle_ends_in).toBeNull()
    expect((await siteUser(reply.body.data.token)).status).toBe(200)
  })
})

describe('signing out ends the session on the server', () => {
  it('through the admin’s sign-out (Payload’s POST /cms-api/users/logout): the token and the cookie open nothing, the session is gone', async () => {
    const { token } = await staffToken()
    const reply = await call('/cms-api/users/logout', { method: 'POST', token })
    expect(reply.status).toBe(200)
    expect(await lastUse(token)).toBeNull()
    expect((await me(token)).body.user).toBeNull()
    expect((await call<Me>('/cms-api/users/me', { cookie: `payload-token=${token}` })).body.user).toBeNull()
    expect((await siteUser(token)).status).toBe(401)
  })

  it('through the site’s sign-out (POST /api/logout) for staff: the same', async () => {
    const { token } = await staffToken()
    expect((await call('/api/logout', { method: 'POST', headers: { ...XHR, authorization: `Bearer ${token}` }, body: {} })).status).toBe(200)
    expect(await lastUse(token)).toBeNull()
    expect((await me(token)).body.user).toBeNull()
    expect(await adminOpens(token)).toBe(false)
  })
})
