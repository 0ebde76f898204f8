// Next.js's cache of rendered pages (its `cacheHandler`) in Redis, shared by every instance of the site, so that
// an edit saved on one instance is seen by all on their next request ('use cache' reads: redis-use-cache-handler.mjs). next.config.mjs
// uses this file only when REDIS_URL is set; Next.js loads it as it is (plain JavaScript, not bundled).
import fs from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { cacheKeyBase, cacheRedis, REDIS_TIMEOUT_MS } from './redis-client.mjs'

/**
 * Keys carry the build: a page rendered by one build names that build's script files, so another build
 * (the next deploy) must not serve it.
 */
function keyPrefix() {
  const buildId = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  return `${cacheKeyBase()}${buildId}:`
}

CacheHandler.onCreation(() => ({ handlers: [createRedisHandler({ client: cacheRedis(), keyPrefix: keyPrefix(), timeoutMs: REDIS_TIMEOUT_MS })] }))

export default CacheHandler
