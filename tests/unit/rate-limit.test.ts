// The 429 builder needs next-intl's server runtime, which is not loaded in unit tests.
jest.mock('@/lib/api/responses', () => ({}))

import { clientAddress, parseRateRule, RateLimiter, rateRuleFor } from '@/lib/security/rate-limit'

const rule = { limit: 3, windowSeconds: 60 }

function clock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) }
}

describe('RateLimiter', () => {
  it('allows up to the limit, then refuses with the seconds left in the window', () => {
    const time = clock()
    const limiter = new RateLimiter(time.now)
    expect([1, 2, 3].map(() => limiter.hit('contact:1.2.3.4', rule).allowed)).toEqual([true, true, true])
    expect(limiter.hit('contact:1.2.3.4', rule)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    time.advance(45.2)
    expect(limiter.hit('contact:1.2.3.4', rule)).toEqual({ allowed: false, retryAfterSeconds: 15 })
  })

  it('starts a fresh window when the old one is over', () => {
    const time = clock()
    const limiter = new RateLimiter(time.now)
    for (let i = 0; i < 5; i++) limiter.hit('k', rule)
    time.advance(60)
    expect(limiter.hit('k', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 })
  })

  it('counts keys separately and forgets a cleared key', () => {
    const limiter = new RateLimiter(clock().now)
    for (let i = 0; i < 3; i++) limiter.hit('a', rule)
    expect(limiter.hit('a', rule).allowed).toBe(false)
    expect(limiter.hit('b', rule).allowed).toBe(true)
    limiter.clear('a')
    expect(limiter.hit('a', rule).allowed).toBe(true)
  })

  it('peeks without counting, for limits that count only failures', () => {
    const time = clock()
    const limiter = new RateLimiter(time.now)
    expect(limiter.peek('k', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 })
    for (let i = 0; i < 3; i++) limiter.hit('k', rule)
    expect(limiter.peek('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect(limiter.peek('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    time.advance(60)
    expect(limiter.peek('k', rule).allowed).toBe(true)
  })

  it('never says "retry after 0 seconds" when refusing', () => {
    const time = clock()
    const limiter = new RateLimiter(time.now)
    limiter.hit('k', { limit: 1, windowSeconds: 1 })
    time.advance(0.9999)
    expect(limiter.hit('k', { limit: 1, windowSeconds: 1 })).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('keeps its table bounded, dropping expired windows first, then the oldest', () => {
    const time = clock()
    const limiter = new RateLimiter(time.now, 3)
    limiter.hit('old', { limit: 1, windowSeconds: 1 })
    limiter.hit('x', rule)
    limiter.hit('y', rule)
    time.advance(2)
    limiter.hit('z', rule)
    expect(limiter.size).toBe(3)
    limiter.hit('w', rule)
    expect(limiter.size).toBe(3)
    // 'x' was the oldest live window and made room; its count starts again.
    expect(limiter.hit('x', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 })
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
