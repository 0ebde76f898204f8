// Next.js's cache (rendered pages and the tagged data cache) in Redis, shared by every instance of the
// site, so that an edit saved on one instance is seen by all on their next request. next.config.mjs
// uses this file only when REDIS_URL is set; Next.js loads it as it is (plain JavaScript, not bundled).
import fs from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

/**
 * Keys carry the build: a page rendered by one build names that build's script files, so another build
 * (the next deploy) must not serve it.
 */
function keyPrefix() {
  const buildId = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  return `${process.env.REDIS_KEY_PREFIX || 'school-site'}:next:${buildId}:`
}

CacheHandler.onCreation(() => {
  const client = createClient({
    url: process.env.REDIS_URL,
    // While Redis is away a read is a miss and a write is skipped at once: pages are rendered instead of waiting.
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
  return { handlers: [createRedisHandler({ client, keyPrefix: keyPrefix(), timeoutMs: 1_000 })] }
})

export default CacheHandler
