// The 429 builder needs next-intl's server runtime, which is not loaded in unit tests.
jest.mock('@/lib/api/responses', () => ({}))

import type { RedisConnection } from '@/lib/redis/connection'
import { RateLimiter, redisStore } from '@/lib/security/rate-counters'
import { clientAddress, parseRateRule, rateLimitKey, rateRuleFor } from '@/lib/security/rate-limit'

const rule = { limit: 3, windowSeconds: 60 }

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }))
afterEach(() => jest.useRealTimers())

const advance = (seconds: number) => jest.advanceTimersByTime(seconds * 1000)

describe('RateLimiter', () => {
  it('allows up to the limit, then refuses with the seconds left in the window', async () => {
    const limiter = new RateLimiter()
    for (let i = 0; i < 3; i++) expect((await limiter.hit('contact:1.2.3.4', rule)).allowed).toBe(true)
    expect(await limiter.hit('contact:1.2.3.4', rule)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    advance(45.2)
    expect(await limiter.hit('contact:1.2.3.4', rule)).toEqual({ allowed: false, retryAfterSeconds: 15 })
  })

  it('starts a fresh window when the old one is over', async () => {
    const limiter = new RateLimiter()
    for (let i = 0; i < 5; i++) await limiter.hit('k', rule)
    advance(60)
    expect(await limiter.hit('k', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 })
  })

  it('counts keys and rules separately', async () => {
    const limiter = new RateLimiter()
    for (let i = 0; i < 3; i++) await limiter.hit('a', rule)
    expect((await limiter.hit('a', rule)).allowed).toBe(false)
    expect((await limiter.hit('b', rule)).allowed).toBe(true)
    expect((await limiter.hit('a', { limit: 10, windowSeconds: 60 })).allowed).toBe(true)
  })

  it('peeks without counting, for limits that count only failures', async () => {
    const limiter = new RateLimiter()
    expect(await limiter.peek('k', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 })
    for (let i = 0; i < 3; i++) await limiter.hit('k', rule)
    expect(await limiter.peek('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect(await limiter.peek('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    advance(60)
    expect((await limiter.peek('k', rule)).allowed).toBe(true)
  })

  it('never says "retry after 0 seconds" when refusing', async () => {
    const limiter = new RateLimiter()
    await limiter.hit('k', { limit: 1, windowSeconds: 1 })
    advance(0.9999)
    expect(await limiter.hit('k', { limit: 1, windowSeconds: 1 })).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('counts in memory when the shared store is unreachable, and refuses nobody wrongly', async () => {
    const unreachable = { isReady: false, isOpen: false } as unknown as RedisConnection
    const limiter = new RateLimiter(redisStore(unreachable))
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', rule)).allowed).toBe(true)
    expect((await limiter.hit('k', rule)).allowed).toBe(false)
    expect((await limiter.peek('other', rule)).allowed).toBe(true)
  })
})

describe('parseRateRule / rateRuleFor', () => {
  const fallback = { limit: 5, windowSeconds: 600 }

  it.each([
    ['5/600s', { limit: 5, windowSeconds: 600 }],
    ['2/60', { limit: 2, windowSeconds: 60 }],
    [' 10 / 5m ', { limit: 10, windowSeconds: 300 }],
    ['100/1h', { limit: 100, windowSeconds: 3600 }],
  ])('reads %p', (value, expected) => expect(parseRateRule(value, fallback)).toEqual(expected))

  it.each([undefined, '', 'five', '0/60', '5/0', '-1/60', '5/60d', '5'])('falls back for %p', (value) =>
    expect(parseRateRule(value, fallback)).toBe(fallback),
  )

  it('takes RATE_LIMIT_<ACTION> from the environment', () => {
    expect(rateRuleFor('contact', fallback, { RATE_LIMIT_CONTACT: '2/30s' })).toEqual({ limit: 2, windowSeconds: 30 })
    expect(rateRuleFor('register-form', fallback, { RATE_LIMIT_REGISTER_FORM: '1/1' })).toEqual({ limit: 1, windowSeconds: 1 })
    expect(rateRuleFor('contact', fallback, {})).toBe(fallback)
  })
})

describe('clientAddress', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/api/contact/us', { headers })
  const env = (TRUST_PROXY?: string) => ({ TRUST_PROXY })

  it('uses only the connection’s address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request({ 'x-site-socket-address': '::ffff:10.0.0.7' }), env())).toBe('10.0.0.7')
    expect(clientAddress(request({ 'x-site-socket-address': '10.0.0.7', 'x-forwarded-for': '1.1.1.1' }), env())).toBe('10.0.0.7')
    expect(clientAddress(request({ 'x-site-socket-address': '10.0.0.7', 'x-forwarded-for': '1.1.1.1, 2.2.2.2' }), env('0'))).toBe('10.0.0.7')
    expect(clientAddress(request({ 'x-forwarded-for': '1.1.1.1' }), env())).toBe('unknown')
  })

  it('behind N trusted proxies takes the N-th entry from the right, never what the client wrote on the left', () => {
    const forged = request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' })
    expect(clientAddress(forged, env('1'))).toBe('10.0.0.2')
    expect(clientAddress(forged, env('2'))).toBe('203.0.113.9')
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), env('3'))).toBe('203.0.113.9')
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), env('true'))).toBe('203.0.113.9')
  })

  it('ignores x-real-ip and says "unknown" when there is no address at all', () => {
    expect(clientAddress(request({ 'x-real-ip': '9.9.9.9' }), env())).toBe('unknown')
    expect(clientAddress(request({ 'x-forwarded-for': ' , ' }), env('1'))).toBe('unknown')
  })
})

describe('rateLimitKey', () => {
  const key = (address: string) => rateLimitKey(new Request('http://localhost/api/login', { headers: { 'x-site-socket-address': address } }), 'login')

  it('counts an IPv6 client by its /64 network, which one subscriber is given whole and fills with addresses at will', () => {
    expect(key('2001:db8:1:2::a')).toBe('login:2001:db8:1:2::/64')
    for (const sameNetwork of ['2001:db8:1:2::b', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:DB8:1:2:0:0:0:1', '2001:0db8:0001:0002::9']) expect(key(sameNetwork)).toBe(key('2001:db8:1:2::a'))
    expect(key('2001:db8:1:3::a')).not.toBe(key('2001:db8:1:2::a'))
    expect(key('2001:db8::1')).toBe('login:2001:db8:0:0::/64')
    expect(key('::1')).toBe('login:0:0:0:0::/64')
  })

  it('counts an IPv4 client, written plainly or as an IPv6-mapped address, by its own address', () => {
    expect(key('203.0.113.9')).toBe('login:203.0.113.9')
    expect(key('::ffff:203.0.113.9')).toBe('login:203.0.113.9')
    expect(key('203.0.113.10')).not.toBe(key('203.0.113.9'))
  })
})
