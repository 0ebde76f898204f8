import type { Locale } from '../api/types'
import { errorResponse } from '../api/responses'
import { redisConnection, redisKeyPrefix } from '../redis/connection'
import { addressGroup, clientAddress } from './client-address'
import { memoryStore, RateLimiter, redisStore, type RateLimitResult, type RateRule } from './rate-counters'

export { clientAddress } from './client-address'

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

/** The limiter key of an action for the request's client address (an IPv6 client's /64 network: addressGroup). */
export const rateLimitKey = (request: Request, action: string) => `${action}:${addressGroup(clientAddress(request))}`

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
