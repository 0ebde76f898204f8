import { call, server } from './client'
import { logOnceItHolds } from '../setup/site-server'

/** Every kind of response carries the site's security headers; HSTS only when the request came over HTTPS. */
const ADDRESSES = ['/', '/en/news/announcement', '/api/news', '/cms-api/menus?limit=1', '/admin/login', '/media/missing.png', '/nope']

describe('security headers', () => {
  it.each(ADDRESSES)('%s forbids framing and sniffing, limits referrers and sets a content security policy', async (path) => {
    const { headers } = await call(path)
    const policy = headers.get('content-security-policy') ?? ''
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).toContain('report-uri /api/csp-report')
    expect(policy).not.toContain("'unsafe-eval'")
    expect(headers.get('x-frame-options')).toBe('DENY')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('strict-transport-security')).toBeNull()
  })

  it('asks browsers to keep to HTTPS when the proxy in front says the request was HTTPS', async () => {
    const { headers } = await call('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
  })
})

describe('POST /api/csp-report', () => {
  it('logs what a browser’s policy blocked, without the addresses’ queries', async () => {
    const report = { 'csp-report': { 'document-uri': `${server.baseUrl}/faq?email=secret@example.com`, 'blocked-uri': 'https://evil.example/x.js?token=abc', 'effective-directive': 'script-src-elem' } }
    const reply = await call('/api/csp-report', { method: 'POST', body: report, headers: { 'content-type': 'application/csp-report' } })
    expect(reply.status).toBe(204)
    const line = 'Content-Security-Policy violation: script-src-elem blocked https://evil.example/x.js on'
    const log = await logOnceItHolds(server, line)
    expect(log).toContain(line)
    expect(log).not.toContain('secret@example.com')
  })

  it('answers anything else with 204 too, and reads no more than a report', async () => {
    expect((await call('/api/csp-report', { method: 'POST', body: 'x'.repeat(100_000) })).status).toBe(204)
  })
})
