import type { ErrorBody, ItemEnvelope, SignedInUser } from '@/lib/api/types'
import { TEST_PROFESSOR } from '../setup/server-info'
import { call, freshAddress } from './client'

/** GET /api/user: what the header reads again when its tab regains focus (lib/auth/use-signed-in-user.ts). */
const SCRIPT = { 'x-requested-with': 'XMLHttpRequest' }

async function signIn(): Promise<string> {
  const reply = await call<ItemEnvelope<{ token: string }>>('/api/login', { method: 'POST', from: freshAddress(), headers: SCRIPT, body: { type: 'professor', email: TEST_PROFESSOR.email, password: TEST_PROFESSOR.password, device: 'web' } })
  expect(reply.status).toBe(200)
  return reply.body.data.token
}

const user = (token?: string, locale = 'ko') => call<ItemEnvelope<SignedInUser> & ErrorBody>(`/api/user?locale=${locale}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })

describe('GET /api/user', () => {
  it('names the account a token signs in, and no cache keeps the answer', async () => {
    const reply = await user(await signIn())
    expect(reply.status).toBe(200)
    expect(reply.body.data).toEqual({ id: expect.any(Number), name: expect.any(String), email: TEST_PROFESSOR.email, type: 'professor', idle_ends_in: null })
    expect(reply.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers 401 in the request’s language once the session has ended, or without one', async () => {
    const token = await signIn()
    expect((await call('/api/logout', { method: 'POST', headers: { ...SCRIPT, authorization: `Bearer ${token}` }, body: {} })).status).toBe(200)
    for (const [reply, message] of [
      [await user(token), '로그인이 필요하거나 로그인 세션이 끝났습니다.'],
      [await user(undefined, 'en'), 'You are not signed in, or your session has ended.'],
      [await user('not-a-token'), '로그인이 필요하거나 로그인 세션이 끝났습니다.'],
    ] as const) {
      expect([reply.status, reply.body]).toEqual([401, { message }])
      expect(reply.headers.get('cache-control')).toBe('private, no-store')
    }
  })
})
