// A request that failed because the database is away (PostgreSQL restarting, SQLite's disk full) is answered with 503,
// Retry-After and a short answer in the visitor's language, instead of Next.js's 500 and its error page: the visitor
// (or nginx, or a monitor) learns it is worth trying again in a few seconds. Next.js gives every error it catches the
// status 500 (vercel/next.js#56236) and offers no way to choose another (discussion vercel/next.js#53225; no issue
// asks for it yet: to report), so the app marks such a request in its context (lib/payload/database-away.ts, from
// instrumentation's onRequestError) and the answer is swapped here as Next.js writes it. It relies on the mark being set
// before Next.js writes the status, which it is for route handlers (Next.js awaits onRequestError before their 500) and
// for the request that rendered a failing page; tests/unit/database-away-answer.test.ts tests the swap on a plain
// server and tests/scale-out/database-away.test.ts on the site. Delete once Next.js lets an error choose its status.
// docs/operations.md, "The database away".
import enError from '../../messages/en/error.json' with { type: 'json' }
import koError from '../../messages/ko/error.json' with { type: 'json' }
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/payload/database-retry.mjs'

/** What Next.js set for its own answer that would describe ours wrongly. */
const ITS_BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'x-nextjs-cache', 'vary', 'link']

/** The visitor's language: the address's for a page; for /api as lib/content/locale.ts reads it (`?locale=`, the NEXT_LOCALE cookie). */
function localeOf(request, url) {
  if (url.pathname === '/en' || url.pathname.startsWith('/en/')) return 'en'
  if (!url.pathname.startsWith('/api/')) return 'ko'
  const asked = url.searchParams.get('locale') ?? /(?:^|;\s*)NEXT_LOCALE=(ko|en)\b/.exec(request.headers.cookie ?? '')?.[1]
  return asked === 'en' ? 'en' : 'ko'
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * lib/api's ErrorBody for /api, else a short page (no script, no stylesheet: nothing else may load). It promises
 * nothing about what was stored: a route that knows answers 503 itself (lib/registration/register.ts).
 */
function answerOf(request) {
  let url
  try {
    url = new URL(request.url ?? '/', 'http://site')
  } catch {
    url = new URL('http://site/')
  }
  const locale = localeOf(request, url)
  const { title, text } = (locale === 'en' ? enError : koError).databaseAway
  if (url.pathname.startsWith('/api/')) return { type: 'application/json; charset=utf-8', body: JSON.stringify({ message: text }) }
  const page = `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main style="max-width:40rem;margin:0 auto;padding:4rem 1rem;text-align:center;font-family:system-ui,sans-serif"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`
  return { type: 'text/html; charset=utf-8', body: page }
}

/**
 * Makes `response` answer 503 instead of a server error once `context.databaseAway` is set (by the time Next.js
 * writes its status). Next.js's own body for it, compressed or not, is dropped. An answer under 500, or one whose
 * headers went already (a page streaming), is never touched.
 */
export function answerDatabaseAway(request, response, context) {
  const { writeHead, write, end } = response
  let swapped = false
  const swapIfAway = (status) => {
    if (swapped || response.headersSent || status < 500 || !context.databaseAway) return swapped
    swapped = true
    const { type, body } = answerOf(request)
    for (const name of ITS_BODY_HEADERS) response.removeHeader(name)
    const head = request.method === 'HEAD'
    writeHead.call(response, 503, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })
    end.call(response, head ? undefined : body)
    return true
  }
  const callBack = (args) => {
    const callback = args.find((arg) => typeof arg === 'function')
    if (callback) queueMicrotask(callback)
  }
  response.writeHead = function (status, ...rest) {
    return swapIfAway(status) ? this : writeHead.call(this, status, ...rest)
  }
  response.write = function (...args) {
    if (!swapIfAway(this.statusCode)) return write.apply(this, args)
    callBack(args)
    return true
  }
  response.end = function (...args) {
    if (!swapIfAway(this.statusCode)) return end.apply(this, args)
    callBack(args)
    return this
  }
}
