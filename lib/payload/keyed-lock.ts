import crypto from 'node:crypto'

import { redisConnection, redisKeyPrefix, type RedisConnection } from '../redis/connection'

/** Lets go of a lock; letting go twice does nothing. */
export type Release = () => void

function once(release: () => void): Release {
  let done = false
  return () => {
    if (done) return
    done = true
    release()
  }
}

/** One holder at a time per key (in this process); the others wait in the order they asked. */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>()

  async take(key: string): Promise<Release> {
    const previous = this.tails.get(key) ?? Promise.resolve()
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    const tail = previous.then(() => mine)
    this.tails.set(key, tail)
    await previous
    return once(() => {
      release()
      if (this.tails.get(key) === tail) this.tails.delete(key)
    })
  }
}

const ACCOUNT_LOCKS = Symbol.for('school-site.account-locks')

/** Longer than any sign-in takes: a holder that dies (or a release that never arrives) frees the account after this. */
export const SHARED_LOCK_MS = 20_000
const POLL_MS = 15
/** Lets go of the key only when it is still this holder's (an expired lock may be someone else's by now). */
const RELEASE_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type SharedLockClient = Pick<RedisConnection, 'set' | 'eval'>

/**
 * One holder at a time per key across every instance that shares `redis`: SET NX PX with a random
 * token (the single-Redis lock of the Redis documentation; a library such as redlock adds only the
 * several-Redis algorithm this site has no use for). Waits by polling, briefly: the waiters of this
 * process queue in KeyedLock first, so at most one waiter per instance polls. Null when Redis
 * cannot be reached: the caller goes on with this process's lock alone, as without REDIS_URL.
 */
export async function acquireSharedLock(redis: SharedLockClient, key: string, ttlMs = SHARED_LOCK_MS): Promise<Release | null> {
  const token = crypto.randomUUID()
  const deadline = Date.now() + ttlMs
  try {
    while ((await redis.set(key, token, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } })) !== 'OK') {
      // The holder's lock expires by this time at the latest; a wait past it means Redis is not answering as it should.
      if (Date.now() > deadline) return null
      await pause(POLL_MS + Math.random() * POLL_MS)
    }
  } catch {
    return null
  }
  return once(() => {
    redis.eval(RELEASE_SCRIPT, { keys: [key], arguments: [token] }).catch(() => {
      // Unreachable now: the key expires by itself.
    })
  })
}

/**
 * The Redis key of an account's lock: the address hashed, as no personal data goes to Redis. Named "sessions-turn" as
 * before, so that instances of an older release, running beside a new one while it rolls out, take the same lock.
 */
const sharedKey = (email: string) => `${redisKeyPrefix()}sessions-turn:${crypto.createHash('sha256').update(email).digest('hex')}`

/**
 * The lock of a write to an account's sessions (a sign-in, a sign-out), one at a time per account:
 * Payload rewrites all of an account's sessions from what it read a moment before
 * (cms/collections/users/hooks/sign-in-lock.ts). In this process by KeyedLock, kept on globalThis
 * (Payload's hooks and the route handlers may be bundled with copies of this module of their own,
 * and must wait for the same lock); across instances, when REDIS_URL is set, by a lock in Redis.
 */
export async function lockAccountSessions(email: string): Promise<Release> {
  const holder = globalThis as typeof globalThis & { [ACCOUNT_LOCKS]?: KeyedLock }
  holder[ACCOUNT_LOCKS] ??= new KeyedLock()
  const account = email.toLowerCase().trim()
  const local = await holder[ACCOUNT_LOCKS].take(account)
  const redis = redisConnection()
  if (!redis) return local
  const shared = await acquireSharedLock(redis, sharedKey(account))
  if (!shared) return local
  return once(() => {
    shared()
    local()
  })
}

/**
 * Runs `work` in the account's sessions lock: for a write to the account's own row (its second factor, passkeys,
 * proofs), which a sign-in at the same moment would otherwise overwrite with the row it read before (Payload writes the
 * whole account back with its new session).
 */
export async function withAccountLock<T>(email: string, work: () => Promise<T>): Promise<T> {
  const unlock = await lockAccountSessions(email)
  try {
    return await work()
  } finally {
    unlock()
  }
}
