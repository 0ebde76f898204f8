import { LRUCache } from 'lru-cache'

/** Smaller bodies cost little to encode and would only churn the cache. */
const SMALLEST_CHARACTERS = 8 * 1024

/**
 * The UTF-8 bytes of shared-cacheable bodies sent lately, by their text. Next.js hands a cached page to
 * `response.end` as a string and Node encodes it anew on every request: for the home page (about 100 KB of mixed
 * Korean and ASCII) that was the largest single cost of serving it, more than Next.js's routing and cache read.
 * The bytes are a function of the text alone, so a hit is always right. lru-cache bounds the memory.
 */
const encodedBodies = new LRUCache({ maxSize: 32 * 1024 * 1024, sizeCalculation: (bytes, text) => bytes.length + text.length * 2 })

/** Bodies a shared cache may keep (pages from Next.js's cache); personal answers are `private` or `no-store`. */
const sharedCacheable = (response) => /\bs-maxage=|\bpublic\b/.test(String(response.getHeader('cache-control') ?? ''))

const isUtf8 = (encoding) => typeof encoding !== 'string' || /^utf-?8$/i.test(encoding)

/** Makes `response.end(text)` send the remembered bytes of a large shared-cacheable text. */
export function sendEncodedBodies(response) {
  const end = response.end.bind(response)
  response.end = (chunk, ...rest) => {
    if (typeof chunk !== 'string' || chunk.length < SMALLEST_CHARACTERS || !isUtf8(rest[0]) || !sharedCacheable(response)) return end(chunk, ...rest)
    let bytes = encodedBodies.get(chunk)
    if (bytes === undefined) {
      bytes = Buffer.from(chunk, 'utf8')
      encodedBodies.set(chunk, bytes)
    }
    return end(bytes, ...rest)
  }
}
