import { fromOwnScript } from '@/lib/security/own-script'

const headers = (values: Record<string, string>) => new Headers(values)
const SCRIPT = { 'x-requested-with': 'XMLHttpRequest', host: 'school.example' }

describe('fromOwnScript', () => {
  afterEach(() => delete process.env.SITE_URL)

  it('needs X-Requested-With, which a cross-site form cannot send', () => {
    expect(fromOwnScript(headers({ host: 'school.example' }))).toBe(false)
    expect(fromOwnScript(headers(SCRIPT))).toBe(true)
  })

  it('accepts an Origin of the host the request came to, directly or through the proxy', () => {
    expect(fromOwnScript(headers({ ...SCRIPT, origin: 'https://school.example' }))).toBe(true)
    expect(fromOwnScript(headers({ ...SCRIPT, host: '127.0.0.1:3000', 'x-forwarded-host': 'school.example', origin: 'https://school.example' }))).toBe(true)
  })

  it('accepts SITE_URL’s origin and refuses every other', () => {
    process.env.SITE_URL = 'https://www.school.example/'
    expect(fromOwnScript(headers({ ...SCRIPT, origin: 'https://www.school.example' }))).toBe(true)
    expect(fromOwnScript(headers({ ...SCRIPT, origin: 'https://evil.example' }))).toBe(false)
    expect(fromOwnScript(headers({ ...SCRIPT, origin: 'null' }))).toBe(false)
  })
})
