// A request that failed because the database is away (PostgreSQL restarting, SQLite's disk full) is answered with 503,
// Retry-After and a short answer in the visitor's language, instead of Next.js's 500 and its error page: the visitor
// (or nginx, or a monitor) learns it is worth trying again in a few seconds. The app marks such a request in its
// context (lib/payload/database-away.ts, from instrumentation's onRequestError); Next.js has no other way to set a
// status for an error it caught, so the answer is swapped here as it is written. docs/operations.md, "The database away".
import koApi from '../messages/ko/api.json' with { type: 'json' }
import enApi from '../messages/en/api.json' with { type: 'json' }
import koError from '../messages/ko/error.json' with { type: 'json' }
import enError from '../messages/en/error.json' with { type: 'json' }

/** lib/payload/database-away.ts's DATABASE_RETRY_AFTER_SECONDS (this file runs outside the build). */
const RETRY_AFTER_SECONDS = '5'
/** What Next.js set for its own answer that would describe ours wrongly. */
const ITS_BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'x-nextjs-cache', 'vary', 'link']

/** The visitor's language: the address's for a page; for /api as lib/content/locale.ts reads it (`?locale=`, the cookie). */
function localeOf(request, url) {
  if (url.pathname === '/en' || url.pathname.startsWith('/en/')) return 'en'
  if (!url.pathname.startsWith('/api/')) return 'ko'
  const asked = url.searchParams.get('locale') ?? /(?:^|;\s*)NEXT_LOCALE=(ko|en)\b/.exec(request.headers.cookie ?? '')?.[1]
  return asked === 'en' ? 'en' : 'ko'
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The JSON of lib/api's ErrorBody for /api, else a short page (no script, no stylesheet: nothing else may load). */
function answerOf(request) {
  const url = new URL(request.url ?? '/', 'http://site')
  const locale = localeOf(request, url)
  if (url.pathname.startsWith('/api/')) {
    return { type: 'application/json; charset=utf-8', body: JSON.stringify({ message: (locale === 'en' ? enApi : koApi).api.databaseAway }) }
  }
  const { title, text } = (locale === 'en' ? enError : koError).databaseAway
  const page = `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main style="max-width:40rem;margin:0 auto;padding:4rem 1rem;text-align:center;font-family:system-ui,sans-serif"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`
  return { type: 'text/html; charset=utf-8', body: page }
}

/**
 * Makes `response` answer 503 instead of a server error once `context.databaseAway` is set (by the time Next.js
 * writes its status). Next.js's own body for it, compressed or not, is dropped.
 */
export function answerDatabaseAway(request, response, context) {
  const { writeHead, write, end } = response
  let swapped = false
  const swapIfAway = (status) => {
    if (swapped || response.headersSent || status < 500 || !context.databaseAway) return swapped
    swapped = true
    for (const name of ITS_BODY_HEADERS) response.removeHeader(name)
    const { type, body } = answerOf(request)
    writeHead.call(response, 503, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Retry-After': RETRY_AFTER_SECONDS })
    end.call(response, request.method === 'HEAD' ? undefined : body)
    return true
  }
  response.writeHead = function (status, ...rest) {
    return swapIfAway(status) ? this : writeHead.call(this, status, ...rest)
  }
  response.write = function (...args) {
    return swapIfAway(this.statusCode) ? true : write.apply(this, args)
  }
  response.end = function (...args) {
    if (!swapIfAway(this.statusCode)) return end.apply(this, args)
    const callback = args.find((arg) => typeof arg === 'function')
    if (callback) queueMicrotask(callback)
    return this
  }
}
