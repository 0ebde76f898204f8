import { createClient } from 'redis'

export type RedisConnection = ReturnType<typeof createClient>

const GLOBAL_KEY = Symbol.for('school-site.redis')

/** The prefix of every key this site writes, so that several sites (or test runs) can share one Redis. */
export const redisKeyPrefix = (env: Readonly<Record<string, string | undefined>> = process.env) => `${env.REDIS_KEY_PREFIX || 'school-site'}:`

/**
 * The process's Redis connection when REDIS_URL is set, else null. One per process, kept on globalThis
 * so that every route bundle shares it. It connects in the background and reconnects by itself; while
 * it is down, commands fail at once instead of queueing (callers fall back, they never wait), and the
 * log says when it went away and when it came back.
 */
export function redisConnection(env: Readonly<Record<string, string | undefined>> = process.env): RedisConnection | null {
  const url = env.REDIS_URL?.trim()
  if (!url) return null
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: RedisConnection }
  holder[GLOBAL_KEY] ??= connect(url)
  return holder[GLOBAL_KEY]
}

function connect(url: string): RedisConnection {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
  })
  let down = false
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    console.error(`[site] Redis is unreachable (${error.message}); counting limits in this process until it returns.`)
  })
  client.on('ready', () => {
    if (down) console.info('[site] Redis is back; limits are shared again.')
    down = false
  })
  client.connect().catch(() => {
    // Reported by the 'error' handler above; the client keeps trying to connect.
  })
  return client
}
