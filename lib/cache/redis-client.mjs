// The one Redis client of this process for Next.js's caches (redis-cache-handler.mjs for pages,
// redis-use-cache-handler.mjs for 'use cache' reads), which Next.js loads unbundled as plain JavaScript.
import { createClient } from 'redis'

/** Every key of the site's caches starts with this: instances of one site share it, other sites on the Redis do not. */
export const cacheKeyBase = () => `${process.env.REDIS_KEY_PREFIX || 'school-site'}:next:`

/** How long a cache command may take before it counts as a miss (a read) or is given up (a write). */
export const REDIS_TIMEOUT_MS = 1_000

let client

/**
 * The client, connected on first use. While Redis is away a read is a miss and a write is skipped at once: pages are
 * rendered and reads made instead of waiting, and the outage is logged once, and the return.
 */
export function cacheRedis() {
  if (client) return client
  client = createClient({
    url: process.env.REDIS_URL,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
  })
  let down = false
  client.on('error', (error) => {
    if (!down) console.error(`[site] Redis is unreachable (${error.message}); pages are rendered without the shared cache until it returns.`)
    down = true
  })
  client.on('ready', () => {
    if (down) console.info('[site] Redis is back; pages are cached in it again.')
    down = false
  })
  client.connect().catch(() => {
    // Reported by the 'error' handler; the client keeps trying.
  })
  return client
}
