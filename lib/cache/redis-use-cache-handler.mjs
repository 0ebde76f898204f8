// Next.js's 'use cache' entries (the content store's reads, lib/content/cached.ts) in Redis, shared by every instance
// of the site, with the tags' revalidations: an edit saved on one instance (revalidateTag in the admin hooks) makes
// the others read afresh at their next request. next.config.mjs names it `cacheHandlers.default` only when REDIS_URL
// is set; without Redis, Next.js's own in-memory handler serves. Ours because @fortedigital/nextjs-cache-handler
// (the pages' handler) does not implement this interface, and none that does fits: its shape is Next.js's
// CacheHandler (next/dist/server/lib/cache-handlers/types.d.ts), which may change between versions of Next.js.
import { cacheKeyBase, cacheRedis, REDIS_TIMEOUT_MS } from './redis-client.mjs'

/**
 * Entries past their `revalidate` are never served (a miss, made again), as Next.js's in-memory handler does; an entry
 * that lives until its tags change is kept this long in Redis and then made again on its next use, so that entries
 * no build reads any more (the key names the build) leave by themselves.
 */
const LONGEST_KEPT_SECONDS = 30 * 24 * 60 * 60

const entryKey = (cacheKey) => `${cacheKeyBase()}use-cache:${cacheKey}`
/** Tag revalidations name no build: an edit on an instance of the old build reaches the new build's entries too. */
const STALE_TAGS = () => `${cacheKeyBase()}use-cache-tags:stale`
const EXPIRED_TAGS = () => `${cacheKeyBase()}use-cache-tags:expired`

/** A command bounded in time; when Redis is away or slow it gives `fallback` (a miss, or nothing done). */
async function command(run, fallback) {
  const client = cacheRedis()
  if (!client.isReady) return fallback
  try {
    return await run(client.withAbortSignal(AbortSignal.timeout(REDIS_TIMEOUT_MS)))
  } catch {
    return fallback
  }
}

/** The tags' revalidation times (from a hash of them) that have come, as numbers; none when never revalidated. */
const come = (times, now = Date.now()) => times.map(Number).filter((time) => Number.isFinite(time) && time <= now)

/** Whether a tag was revalidated at or after `timestamp` (when the entry was begun), up to now. */
const revalidatedSince = (times, timestamp) => come(times).some((time) => time >= timestamp)

async function readAll(stream) {
  const chunks = []
  for await (const chunk of stream) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** Entries being stored by this process: a read of the same key waits for them (the interface asks it). */
const pendingSets = new Map()

/** @type {import('next/cache').CacheHandler} */
const handler = {
  async get(cacheKey) {
    await pendingSets.get(cacheKey)
    const stored = await command((client) => client.get(entryKey(cacheKey)), null)
    if (!stored) return undefined
    const { value, ...entry } = JSON.parse(stored)
    if (Date.now() > entry.timestamp + entry.revalidate * 1000) return undefined
    if (entry.tags.length > 0) {
      const [expired, stale] = await command((client) => Promise.all([client.hmGet(EXPIRED_TAGS(), entry.tags), client.hmGet(STALE_TAGS(), entry.tags)]), [null, null])
      // Without the tags' times an entry cannot be known to be current: a miss.
      if (!expired) return undefined
      if (revalidatedSince(expired, entry.timestamp)) return undefined
      // A tag revalidated with a time to expire (revalidateTag's profile): served until then, made again meanwhile.
      if (revalidatedSince(stale, entry.timestamp)) entry.revalidate = -1
    }
    const bytes = Buffer.from(value, 'base64')
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(bytes))
        controller.close()
      },
    })
    return { ...entry, value: stream }
  },

  async set(cacheKey, pendingEntry) {
    let done
    pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)))
    try {
      const { value, ...entry } = await pendingEntry
      const bytes = await readAll(value)
      const seconds = Math.min(entry.revalidate, entry.expire, LONGEST_KEPT_SECONDS)
      // A life of 0 is a dynamic entry, made afresh on every read: nothing to keep.
      if (seconds <= 0) return
      await command((client) => client.set(entryKey(cacheKey), JSON.stringify({ ...entry, value: bytes.toString('base64') }), { EX: Math.ceil(seconds) }), undefined)
    } catch {
      // A value that failed while it was made is not kept; the next read makes it again.
    } finally {
      done()
      pendingSets.delete(cacheKey)
    }
  },

  // The tags' times are read from Redis with each entry, so there is no copy here to refresh.
  async refreshTags() {},

  /** The soft tags (the page's path) checked once per request, as Next.js asks. */
  async getExpiration(tags) {
    if (tags.length === 0) return 0
    return Math.max(0, ...come(await command((client) => client.hmGet(EXPIRED_TAGS(), tags), [])))
  },

  async updateTags(tags, durations) {
    if (tags.length === 0) return
    const now = Date.now()
    const times = (at) => Object.fromEntries(tags.map((tag) => [tag, String(at)]))
    await command(
      (client) =>
        durations?.expire !== undefined && durations.expire > 0
          ? Promise.all([client.hSet(STALE_TAGS(), times(now)), client.hSet(EXPIRED_TAGS(), times(now + durations.expire * 1000))])
          : client.hSet(EXPIRED_TAGS(), times(now)),
      undefined,
    )
  },
}

export default handler
