// Response headers for every address of the site (next.config.mjs). Plain JavaScript: the Next.js
// config loads it before any TypeScript is compiled.

const GOOGLE_RECAPTCHA = ['https://www.google.com', 'https://www.gstatic.com', 'https://recaptcha.google.com']

/**
 * The Content-Security-Policy. Scripts and styles may be inline: cached pages are shared by every
 * visitor, so they cannot carry a per-request nonce, and Next.js inlines its page data. Video may
 * come from another https host (a staff-chosen stream; HLS loads its segments with fetch and plays
 * them from blob: URLs). reCAPTCHA is Google's script and frame. Nothing may frame the site.
 */
export function contentSecurityPolicy({ dev = false } = {}) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...GOOGLE_RECAPTCHA],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'connect-src': ["'self'", 'https:', ...(dev ? ['ws:'] : [])],
    'frame-src': GOOGLE_RECAPTCHA,
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': ['/api/csp-report'],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * Headers that browsers read only on documents (and workers): a script, stylesheet or font sent with them carries
 * about 700 bytes for nothing, a tenth of a small script.
 */
export const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'X-Frame-Options', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']

/** The headers of every response; HSTS only where the request came over HTTPS (through the proxy in front). */
export function securityHeaders({ dev = false } = {}) {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev }) },
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
        { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
      ],
    },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }],
    },
  ]
}
