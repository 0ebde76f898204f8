import type { Locale } from '../api/types'
import { errorResponse } from '../api/responses'
import { redisConnection, redisKeyPrefix } from '../redis/connection'
import { memoryStore, RateLimiter, redisStore, type RateLimitResult, type RateRule } from './rate-counters'

export type { RateLimitResult, RateRule } from './rate-counters'

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

/** Set by server/server.mjs from the connection itself, over anything a client sent under that name. */
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

/**
 * The process-wide limiter, kept on globalThis so that every route bundle shares it: counting in Redis
 * when REDIS_URL is set (shared by every instance), else in this process's memory.
 */
export function sharedRateLimiter(): RateLimiter {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: RateLimiter }
  holder[GLOBAL_KEY] ??= createLimiter()
  return holder[GLOBAL_KEY]
}

function createLimiter(): RateLimiter {
  const redis = redisConnection()
  return redis ? new RateLimiter(redisStore(redis), `${redisKeyPrefix()}rate`) : new RateLimiter(memoryStore)
}

/** The limiter key of an action for the request's client address. */
export const rateLimitKey = (request: Request, action: string) => `${action}:${clientAddress(request)}`

/** Counts this request for `action` from its client address under the action's rule. */
export function limitRequest(request: Request, action: string, fallback: RateRule): Promise<RateLimitResult> {
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
  const result = await limitRequest(request, action, fallback)
  return result.allowed ? null : tooManyRequests(locale, result.retryAfterSeconds)
}
