import { recaptchaSettings, verifyRecaptcha } from '@/lib/security/recaptcha'

const KEYS = { NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-key' }

type Reply = Record<string, unknown>

/** A stand-in for Google's siteverify that records what it was asked. */
function siteverify(reply: Reply | Error, status = 200) {
  const calls: { url: string; body: string }[] = []
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: String(init?.body) })
    if (reply instanceof Error) throw reply
    return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { fetcher, calls }
}

const good: Reply = { success: true, score: 0.9, action: 'contact', hostname: 'school.example' }

const check = (reply: Reply | Error, env: Record<string, string> = {}, options: { token?: unknown; status?: number } = {}) => {
  const { fetcher, calls } = siteverify(reply, options.status ?? 200)
  const token = 'token' in options ? options.token : 'token-123'
  const result = verifyRecaptcha({ token, action: 'contact', requestHost: 'school.example:3000', fetch: fetcher, env: { ...KEYS, ...env } })
  return { result, calls }
}

describe('recaptchaSettings', () => {
  it('is off unless both the site key and the secret are set', () => {
    expect(recaptchaSettings({})).toBeNull()
    expect(recaptchaSettings({ RECAPTCHA_SECRET_KEY: 's' })).toBeNull()
    expect(recaptchaSettings({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'k' })).toBeNull()
    expect(recaptchaSettings(KEYS)).toEqual({ secret: 'secret-key', minScore: 0.5, hostnames: [] })
  })

  it('reads the minimum score and the hostnames (RECAPTCHA_HOSTNAMES, else SITE_URL)', () => {
    expect(recaptchaSettings({ ...KEYS, RECAPTCHA_MIN_SCORE: '0.7', RECAPTCHA_HOSTNAMES: 'a.example, B.example' })).toEqual({
      secret: 'secret-key',
      minScore: 0.7,
      hostnames: ['a.example', 'b.example'],
    })
    expect(recaptchaSettings({ ...KEYS, SITE_URL: 'https://www.school.example/' })?.hostnames).toEqual(['www.school.example'])
    expect(recaptchaSettings({ ...KEYS, RECAPTCHA_MIN_SCORE: 'high' })?.minScore).toBe(0.5)
  })
})

describe('verifyRecaptcha', () => {
  it('lets everything through without asking Google when it is off', async () => {
    const { fetcher, calls } = siteverify(good)
    await expect(verifyRecaptcha({ token: undefined, action: 'contact', requestHost: null, fetch: fetcher, env: {} })).resolves.toEqual({ ok: true, checked: false })
    expect(calls).toHaveLength(0)
  })

  it('accepts a genuine token and sends the secret and token to siteverify', async () => {
    const { result, calls } = check(good)
    await expect(result).resolves.toEqual({ ok: true, checked: true, score: 0.9 })
    expect(calls[0].url).toBe('https://www.google.com/recaptcha/api/siteverify')
    expect(new URLSearchParams(calls[0].body).get('secret')).toBe('secret-key')
    expect(new URLSearchParams(calls[0].body).get('response')).toBe('token-123')
  })

  it.each([undefined, '', '   ', 42, ['token'], 'x'.repeat(4001)])('refuses a missing or malformed token %p without asking Google', async (token) => {
    const { result, calls } = check(good, {}, { token })
    await expect(result).resolves.toEqual({ ok: false, reason: 'missing-token' })
    expect(calls).toHaveLength(0)
  })

  it('refuses what Google rejects', async () => {
    await expect(check({ success: false, 'error-codes': ['timeout-or-duplicate'] }).result).resolves.toEqual({ ok: false, reason: 'rejected' })
  })

  it('refuses a token made for another action', async () => {
    await expect(check({ ...good, action: 'login' }).result).resolves.toMatchObject({ ok: false, reason: 'action' })
  })

  it('checks the hostname against RECAPTCHA_HOSTNAMES, else SITE_URL, else the host of the request', async () => {
    await expect(check({ ...good, hostname: 'evil.example' }).result).resolves.toMatchObject({ ok: false, reason: 'hostname' })
    await expect(check(good, { RECAPTCHA_HOSTNAMES: 'other.example' }).result).resolves.toMatchObject({ ok: false, reason: 'hostname' })
    await expect(check({ ...good, hostname: 'other.example' }, { RECAPTCHA_HOSTNAMES: 'x.example,other.example' }).result).resolves.toMatchObject({ ok: true })
    await expect(check({ ...good, hostname: 'www.school.example' }, { SITE_URL: 'https://www.school.example' }).result).resolves.toMatchObject({ ok: true })
  })

  it('refuses a score under the minimum (0.5 by default, RECAPTCHA_MIN_SCORE)', async () => {
    await expect(check({ ...good, score: 0.3 }).result).resolves.toEqual({ ok: false, reason: 'score', score: 0.3 })
    await expect(check({ ...good, score: 0.5 }).result).resolves.toMatchObject({ ok: true })
    await expect(check({ ...good, score: 0.6 }, { RECAPTCHA_MIN_SCORE: '0.8' }).result).resolves.toMatchObject({ ok: false, reason: 'score' })
    await expect(check({ ...good, score: undefined }).result).resolves.toMatchObject({ ok: false, reason: 'score' })
  })

  it('refuses when Google cannot be asked (network error, error status, not JSON)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(check(new Error('ECONNREFUSED')).result).resolves.toEqual({ ok: false, reason: 'unreachable' })
    await expect(check(good, {}, { status: 503 }).result).resolves.toEqual({ ok: false, reason: 'unreachable' })
    const notJson = (async () => new Response('<html>', { status: 200 })) as typeof fetch
    await expect(verifyRecaptcha({ token: 't', action: 'contact', requestHost: null, fetch: notJson, env: KEYS })).resolves.toEqual({ ok: false, reason: 'unreachable' })
  })
})
