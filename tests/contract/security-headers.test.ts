import { call } from './client'

/** Every kind of response carries the site's security headers; HSTS only when the request came over HTTPS. */
const ADDRESSES = ['/', '/en/news/announcement', '/api/news', '/cms-api/menus?limit=1', '/admin/login', '/media/missing.png', '/nope']

describe('security headers', () => {
  it.each(ADDRESSES)('%s forbids framing and sniffing, limits referrers and sets a content security policy', async (path) => {
    const { headers } = await call(path)
    const policy = headers.get('content-security-policy') ?? ''
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
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
