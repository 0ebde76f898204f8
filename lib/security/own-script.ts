import { configuredOrigin } from '../env/site-origin'

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/**
 * Whether a state-changing call comes from this site's own scripts: they send X-Requested-With
 * (a cross-site form cannot), and when the browser sends an Origin it is this site's — the host the
 * request came to (through the proxy in front, if any) or SITE_URL. Used by /api and by the admin's endpoints.
 */
export function fromOwnScript(headers: Headers): boolean {
  if (headers.get('x-requested-with')?.toLowerCase() !== 'xmlhttprequest') return false
  const origin = headers.get('origin')
  if (!origin) return true
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  return (host !== null && hostOf(origin) === host) || origin === configuredOrigin()
}
