// The site's Redis connections, for the limits (lib/redis/connection.ts) and for Next.js's cache handler
// (lib/cache/redis-cache-handler.mjs, loaded by Next.js as plain JavaScript, hence this file's kind).
import { createClient } from 'redis'

/** The prefix of every key this site writes, so that several sites (or test runs) can share one Redis. */
export const redisKeyPrefix = (env = process.env) => `${env.REDIS_KEY_PREFIX || 'school-site'}:`

/**
 * A client that connects in the background and reconnects by itself. While Redis is down its commands
 * fail at once instead of queueing (callers fall back, they never wait), and the log says, once, when it
 * went away (`whileAway` names the fallback) and when it came back.
 * @param {string} url
 * @param {string} whileAway
 */
export function connectRedis(url, whileAway) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
  })
  let down = false
  client.on('error', (error) => {
    if (!down) console.error(`[site] Redis is unreachable (${error.message}); ${whileAway} until it returns.`)
    down = true
  })
  client.on('ready', () => {
    if (down) console.info('[site] Redis is back.')
    down = false
  })
  client.connect().catch(() => {
    // Reported by the 'error' handler; the client keeps trying.
  })
  return client
}
