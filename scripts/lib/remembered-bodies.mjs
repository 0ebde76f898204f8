import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'

import { strongestCompression } from './strongest-compression.mjs'

/** Smaller bodies cost little to encode and would only churn the cache. */
const SMALLEST_CHARACTERS = 8 * 1024

const PENDING = 'pending'
/**
 * Compressions at a time, on the thread pool that file reads, image resizing and password hashing share; a page is
 * compressed on its second request, so a crawler's one visit to each page starts none.
 */
const MAX_COMPRESSIONS = 2
let compressions = 0

/**
 * The bodies of the cacheable pages sent lately, by their text: the UTF-8 bytes and, once made, the Brotli and gzip
 * copies. Next.js hands a cached page to `response.end` as the same string each time; Node encoded its 100 KB anew
 * on every request and the compressor compressed it anew, the two largest costs of serving a cached page. Each copy
 * is a function of the text alone, so a hit is always right. lru-cache bounds the memory.
 */
const bodies = new LRUCache({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (entry, text) => text.length * 2 + entry.utf8.length + Object.values(entry.encoded).reduce((sum, copy) => sum + (copy?.length ?? 0), 0),
})

/**
 * Bodies a shared cache may keep (pages from Next.js's cache, `s-maxage`), whole, as HTML or JSON, not yet encoded
 * and not marked `no-transform`; personal answers are `private` or `no-store` and are sent as rendered.
 */
function rememberable(request, response, chunk, encoding) {
  if (typeof chunk !== 'string' || chunk.length < SMALLEST_CHARACTERS) return false
  if (typeof encoding === 'string' && !/^utf-?8$/i.test(encoding)) return false
  if (request.method !== 'GET' || response.statusCode !== 200 || response.headersSent || response.getHeader('content-encoding')) return false
  const cacheControl = String(response.getHeader('cache-control') ?? '')
  return /\bs-maxage=|\bpublic\b/.test(cacheControl) && !/\bno-transform\b/.test(cacheControl) && /^(text\/html|application\/json)\b/.test(String(response.getHeader('content-type') ?? ''))
}

/** The compressed coding the browser prefers among the compressor's (Brotli, then gzip), if we remember it. */
function preferredCoding(request) {
  if (!request.headers['accept-encoding']) return undefined
  const coding = new Negotiator(request).encoding(['br', 'gzip', 'deflate', 'identity'], { preferred: ['br', 'gzip'] })
  return coding in strongestCompression ? coding : undefined
}

/**
 * Makes a page's copy in `coding` once per page version: Brotli's best quality takes about 0.1 s for the home page
 * and makes it 20% smaller than the quality 4 the compressor can afford on every request (3 ms each).
 */
function compressInBackground(text, entry, coding) {
  compressions += 1
  entry.encoded[coding] = PENDING
  strongestCompression[coding](entry.utf8).then(
    (compressed) => {
      compressions -= 1
      entry.encoded[coding] = compressed
      // Stored anew so that lru-cache counts the copy: it measures an entry only when it is set to another object.
      if (bodies.peek(text) === entry) {
        bodies.delete(text)
        bodies.set(text, entry)
      }
    },
    () => {
      compressions -= 1
      entry.encoded[coding] = undefined
    },
  )
}

/**
 * Makes `response.end(text)` of a cacheable page send remembered bytes: the compressed copy the browser accepts once
 * it is made (until then, and for deflate, the compressor compresses the remembered UTF-8 bytes as before), else the
 * UTF-8 bytes.
 * Installed inside the compressor, which passes an answer that is already encoded through untouched.
 */
export function sendRememberedBodies(request, response) {
  const end = response.end.bind(response)
  response.end = (chunk, ...rest) => {
    if (!rememberable(request, response, chunk, rest[0])) return end(chunk, ...rest)
    let entry = bodies.get(chunk)
    if (entry === undefined) {
      entry = { utf8: Buffer.from(chunk, 'utf8'), encoded: {}, seen: false }
      bodies.set(chunk, entry)
    } else {
      entry.seen = true
    }
    const coding = preferredCoding(request)
    const compressed = coding && entry.encoded[coding]
    if (Buffer.isBuffer(compressed)) {
      response.setHeader('content-encoding', coding)
      response.setHeader('content-length', compressed.length)
      return end(compressed, ...rest)
    }
    if (coding && compressed === undefined && entry.seen && compressions < MAX_COMPRESSIONS) compressInBackground(chunk, entry, coding)
    return end(entry.utf8, ...rest)
  }
}
