import type { Locale } from '../api/types'
import { errorResponse } from '../api/responses'

/** At most `limit` requests per `windowSeconds` for one action from one client address. */
export type RateRule = { limit: number; windowSeconds: number }

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

type Window = { count: number; resetsAt: number }

/**
 * Fixed-window counters in this process's memory. Several server instances would each count on
 * their own; they would need a shared store (Redis, the database) instead.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>()

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one request under `key` and says whether it is still within `rule`. */
  hit(key: string, rule: RateRule): RateLimitResult {
    const now = this.now()
    let window = this.windows.get(key)
    if (!window || window.resetsAt <= now) {
      this.windows.delete(key)
      this.makeRoom(now)
      window = { count: 0, resetsAt: now + rule.windowSeconds * 1000 }
      this.windows.set(key, window)
    }
    window.count += 1
    const allowed = window.count <= rule.limit
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.resetsAt - now) / 1000)) }
  }

  /** Whether `key` is still within `rule`, without counting anything (for limits on failures only). */
  peek(key: string, rule: RateRule): RateLimitResult {
    const now = this.now()
    const window = this.windows.get(key)
    if (!window || window.resetsAt <= now || window.count < rule.limit) return { allowed: true, retryAfterSeconds: 0 }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - now) / 1000)) }
  }

  /** Forgets every counter under `key` (e.g. after the request it guarded succeeded). */
  clear(key: string) {
    this.windows.delete(key)
  }

  get size() {
    return this.windows.size
  }

  /** Keeps memory bounded: drop expired windows, then the oldest ones, when the table is full. */
  private makeRoom(now: number) {
    if (this.windows.size < this.maxKeys) return
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key)
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break
      this.windows.delete(key)
    }
  }
}

const RULE_PATTERN = /^\s*(\d+)\s*\/\s*(\d+)\s*(s|m|h)?\s*$/i
const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const

/** Reads a rule written as `5/600s`, `5/10m`, `100/1h` or `5/600` (seconds); anything else gives the fallback. */
export function parseRateRule(value: string | undefined, fallback: RateRule): RateRule {
  const match = value ? RULE_PATTERN.exec(value) : null
  if (!match) return fallback
  const limit = Number(match[1])
  const windowSeconds = Number(match[2]) * UNIT_SECONDS[(match[3]?.toLowerCase() ?? 's') as keyof typeof UNIT_SECONDS]
  return limit > 0 && windowSeconds > 0 ? { limit, windowSeconds } : fallback
}

/** The rule of an action: `RATE_LIMIT_<ACTION>` from the environment (e.g. RATE_LIMIT_CONTACT=5/600s), else the default. */
export function rateRuleFor(action: string, fallback: RateRule, env: Readonly<Record<string, string | undefined>> = process.env): RateRule {
  return parseRateRule(env[`RATE_LIMIT_${action.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`], fallback)
}

/** Set by scripts/server.mjs from the connection itself, over anything a client sent under that name. */
const SOCKET_ADDRESS_HEADER = 'x-site-socket-address'

/**
 * The client's address.
 * - TRUST_PROXY unset: the site is reached directly, so only the connection's address counts
 *   (X-Forwarded-For is whatever the client chose to write).
 * - TRUST_PROXY=N (1 = one reverse proxy in front, which appends the address it saw): the N-th
 *   X-Forwarded-For entry from the right, the one the outermost trusted proxy wrote. The left
 *   entries are whatever the client sent, so they are never used.
 */
export function clientAddress(request: Request, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const trusted = trustedProxies(env.TRUST_PROXY)
  const socket = request.headers.get(SOCKET_ADDRESS_HEADER)?.trim()
  if (trusted === 0) return socket ? normalizeAddress(socket) : 'unknown'
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const address = entries[entries.length - trusted] ?? entries[0] ?? socket
  return address ? normalizeAddress(address) : 'unknown'
}

function trustedProxies(value: string | undefined): number {
  if (!value) return 0
  if (/^(true|yes)$/i.test(value)) return 1
  const count = Number(value)
  return Number.isInteger(count) && count > 0 ? count : 0
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same client. */
const normalizeAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase()

const GLOBAL_KEY = Symbol.for('school-site.rate-limiter')

/** The process-wide limiter, kept on globalThis so that every route bundle and a hot reload share it. */
export function sharedRateLimiter(): RateLimiter {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: RateLimiter }
  // A hot reload in development brings a new class; an instance of the old one is replaced.
  if (!(holder[GLOBAL_KEY] instanceof RateLimiter)) holder[GLOBAL_KEY] = new RateLimiter()
  return holder[GLOBAL_KEY]
}

/** The limiter key of an action for the request's client address. */
export const rateLimitKey = (request: Request, action: string) => `${action}:${clientAddress(request)}`

/** Counts this request for `action` from its client address under the action's rule. */
export function limitRequest(request: Request, action: string, fallback: RateRule): RateLimitResult {
  return sharedRateLimiter().hit(rateLimitKey(request, action), rateRuleFor(action, fallback))
}

/** 429 with Retry-After and the "too many requests" text in the request's language. */
export const tooManyRequests = (locale: Locale, retryAfterSeconds: number) =>
  errorResponse(locale, 429, 'tooManyRequests', undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) })

/**
 * The usual guard of a handler: null while the client is within the action's rule, else the 429
 * response to return.
 *   const limited = await rateLimitResponse(request, 'register', { limit: 5, windowSeconds: 600 }, locale)
 *   if (limited) return limited
 */
export async function rateLimitResponse(request: Request, action: string, fallback: RateRule, locale: Locale) {
  const result = limitRequest(request, action, fallback)
  return result.allowed ? null : tooManyRequests(locale, result.retryAfterSeconds)
}
