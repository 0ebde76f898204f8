import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible'

import type { RedisConnection } from '../redis/connection'

/** At most `limit` requests per `windowSeconds` for one action from one client address. */
export type RateRule = { limit: number; windowSeconds: number }

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

/** Makes the counters of one rule (rate-limiter-flexible: a fixed window opened by the first hit, counted atomically). */
export type CounterStore = (rule: RateRule, keyPrefix: string) => RateLimiterAbstract

/** Counters in this process's memory: right for one instance, and the fallback of the shared store. */
export const memoryStore: CounterStore = (rule, keyPrefix) => new RateLimiterMemory({ points: rule.limit, duration: rule.windowSeconds, keyPrefix })

/**
 * Counters in Redis, shared by every instance. While Redis is unreachable each instance counts in its
 * own memory (the insurance limiter) rather than refusing anyone or waiting for Redis.
 */
export const redisStore =
  (client: RedisConnection): CounterStore =>
  (rule, keyPrefix) =>
    new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      points: rule.limit,
      duration: rule.windowSeconds,
      keyPrefix,
      insuranceLimiter: memoryStore(rule, keyPrefix),
    })

/** A refusal from rate-limiter-flexible, told apart by shape: an instanceof check breaks across bundles. */
const isRefusal = (value: unknown): value is RateLimiterRes =>
  typeof value === 'object' && value !== null && typeof (value as RateLimiterRes).msBeforeNext === 'number'

const retryAfter = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000))

/** Per-key counters under rules; one set of counters per rule. */
export class RateLimiter {
  private readonly counters = new Map<string, RateLimiterAbstract>()
  private readonly store: CounterStore
  private readonly keyPrefix: string

  constructor(store: CounterStore = memoryStore, keyPrefix = 'rate') {
    this.store = store
    this.keyPrefix = keyPrefix
  }

  /** Counts one request under `key` and says whether it is still within `rule`. */
  async hit(key: string, rule: RateRule): Promise<RateLimitResult> {
    try {
      await this.counter(rule).consume(key)
      return { allowed: true, retryAfterSeconds: 0 }
    } catch (refusal) {
      if (isRefusal(refusal)) return { allowed: false, retryAfterSeconds: retryAfter(refusal.msBeforeNext) }
      throw refusal
    }
  }

  /** Whether `key` is still within `rule`, without counting anything (for limits on failures only). */
  async peek(key: string, rule: RateRule): Promise<RateLimitResult> {
    const state = await this.counter(rule).get(key)
    if (!state || state.consumedPoints < rule.limit) return { allowed: true, retryAfterSeconds: 0 }
    return { allowed: false, retryAfterSeconds: retryAfter(state.msBeforeNext) }
  }

  private counter(rule: RateRule): RateLimiterAbstract {
    const name = `${this.keyPrefix}:${rule.limit}-${rule.windowSeconds}`
    let counter = this.counters.get(name)
    if (!counter) {
      counter = this.store(rule, name)
      this.counters.set(name, counter)
    }
    return counter
  }
}
