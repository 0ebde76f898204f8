import { connectRedis } from './connect.mjs'

export { redisKeyPrefix } from './connect.mjs'

export type RedisConnection = ReturnType<typeof connectRedis>

const GLOBAL_KEY = Symbol.for('school-site.redis')

/**
 * The process's Redis connection for the limits when REDIS_URL is set, else null. One per process, kept
 * on globalThis so that every route bundle shares it.
 */
export function redisConnection(env: Readonly<Record<string, string | undefined>> = process.env): RedisConnection | null {
  const url = env.REDIS_URL?.trim()
  if (!url) return null
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: RedisConnection }
  holder[GLOBAL_KEY] ??= connectRedis(url, 'counting limits in this process')
  return holder[GLOBAL_KEY]
}
