const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
const VERIFY_TIMEOUT_MS = 5000
const MAX_TOKEN_LENGTH = 4000

export type RecaptchaSettings = { secret: string; minScore: number; hostnames: string[] }

/**
 * reCAPTCHA v3 is on only when both keys are set: the site key lets the browser get tokens, the
 * secret lets the server check them. Either one alone would refuse every message or check nothing.
 */
export function recaptchaSettings(env: Readonly<Record<string, string | undefined>> = process.env): RecaptchaSettings | null {
  const secret = env.RECAPTCHA_SECRET_KEY?.trim()
  if (!secret || !env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim()) return null
  const minScore = Number(env.RECAPTCHA_MIN_SCORE)
  const fromSiteUrl = hostOf(env.SITE_URL)
  const hostnames = (env.RECAPTCHA_HOSTNAMES ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  return {
    secret,
    minScore: env.RECAPTCHA_MIN_SCORE && Number.isFinite(minScore) ? minScore : 0.5,
    hostnames: hostnames.length > 0 ? hostnames : fromSiteUrl ? [fromSiteUrl] : [],
  }
}

export type RecaptchaCheck = {
  /** The token the browser sent with the form. */
  token: unknown
  /** The action the page named when it asked for the token. */
  action: string
  /** The host the request came to; accepted when neither RECAPTCHA_HOSTNAMES nor SITE_URL names one. */
  requestHost: string | null
  fetch?: typeof fetch
  env?: Readonly<Record<string, string | undefined>>
}

export type RecaptchaResult =
  | { ok: true; checked: false }
  | { ok: true; checked: true; score: number }
  | { ok: false; reason: 'missing-token' | 'unreachable' | 'rejected' | 'action' | 'hostname' | 'score'; score?: number }

type SiteVerifyReply = { success?: boolean; score?: number; action?: string; hostname?: string; 'error-codes'?: string[] }

/** Asks Google whether a reCAPTCHA v3 token is genuine, fresh, from this site, for this action and human enough. */
export async function verifyRecaptcha({ token, action, requestHost, fetch: fetcher = fetch, env = process.env }: RecaptchaCheck): Promise<RecaptchaResult> {
  const settings = recaptchaSettings(env)
  if (!settings) return { ok: true, checked: false }
  if (typeof token !== 'string' || token.trim() === '' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'missing-token' }

  let reply: SiteVerifyReply
  try {
    const response = await fetcher(VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: token }).toString(),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    reply = (await response.json()) as SiteVerifyReply
  } catch (error) {
    console.error('reCAPTCHA verification failed:', error instanceof Error ? error.message : error)
    return { ok: false, reason: 'unreachable' }
  }

  if (reply.success !== true) return { ok: false, reason: 'rejected' }
  const score = typeof reply.score === 'number' ? reply.score : 0
  if (reply.action !== action) return { ok: false, reason: 'action', score }
  const allowedHosts = settings.hostnames.length > 0 ? settings.hostnames : [hostOf(`http://${requestHost ?? ''}`)].filter(Boolean)
  if (!allowedHosts.includes(String(reply.hostname ?? '').toLowerCase())) return { ok: false, reason: 'hostname', score }
  if (score < settings.minScore) return { ok: false, reason: 'score', score }
  return { ok: true, checked: true, score }
}

function hostOf(url: string | undefined): string {
  if (!url) return ''
  try {
    return new URL(url).hostname.toLowerCase()
  } catch {
    return ''
  }
}
