// Next.js's cache (rendered pages and the tagged data cache) in this process's memory, when there is no Redis.
// Next.js's own handler also writes every render into .next/, where any other site started from the same build
// (on another database) read it; a render belongs to the database it came from. next.config.mjs uses this file
// only without REDIS_URL; Next.js loads it as it is (plain JavaScript, not bundled). Images keep Next.js's disk cache.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'

CacheHandler.onCreation(() => ({ handlers: [createLruHandler()] }))

export default CacheHandler
