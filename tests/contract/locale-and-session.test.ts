import type { ErrorBody } from '@/lib/api/types'

import { call, get, server } from './client'

const fromScript = { 'x-requested-with': 'XMLHttpRequest' }

describe('GET /api/current/locale', () => {
  it('answers ko by default, else the cookie, as plain text', async () => {
    const plain = await get<string>('/api/current/locale')
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(plain.body).toBe('ko')
    expect((await get<string>('/api/current/locale', { cookie: 'NEXT_LOCALE=en' })).body).toBe('en')
    expect((await get<string>('/api/current/locale', { cookie: 'NEXT_LOCALE=fr' })).body).toBe('ko')
  })
})

describe('POST /api/set-locale', () => {
  it('sets the NEXT_LOCALE cookie for a year', async () => {
    const { status, headers } = await call('/api/set-locale', { method: 'POST', body: { lang: 'en' }, headers: fromScript })
    expect(status).toBe(200)
    const cookie = headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^NEXT_LOCALE=en; Path=\/; Expires=/)
    expect(cookie).toMatch(/Max-Age=31536000/)
  })

  it.each([{ lang: 'fr' }, { lang: '' }, {}, { lang: ['ko'] }])('refuses %p with 422 and a field error', async (body) => {
    const reply = await call<ErrorBody>('/api/set-locale', { method: 'POST', body, headers: fromScript })
    expect(reply.status).toBe(422)
    expect(reply.body).toEqual({ message: '입력한 내용을 확인해 주세요.', errors: { lang: ['언어는 ko 또는 en이어야 합니다.'] } })
    expect(reply.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a malformed body with 422, not 500', async () => {
    const response = await fetch(server.baseUrl + '/api/set-locale', { method: 'POST', headers: { ...fromScript, 'content-type': 'application/json' }, body: '{"lang":' })
    expect(response.status).toBe(422)
  })

  it('refuses calls without X-Requested-With or from a foreign origin (403)', async () => {
    expect((await call('/api/set-locale', { method: 'POST', body: { lang: 'en' } })).status).toBe(403)
    const foreign = await call<ErrorBody>('/api/set-locale', { method: 'POST', body: { lang: 'en' }, headers: { ...fromScript, origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
    expect(foreign.body.message).toBe('허용되지 않은 요청입니다.')
  })
})

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 and sets XSRF-TOKEN', async () => {
    const { status, headers } = await call('/sanctum/csrf-cookie')
    expect(status).toBe(204)
    expect(headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\//)
  })
})
