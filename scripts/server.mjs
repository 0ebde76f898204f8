#!/usr/bin/env node
// The site's HTTP server: Next.js behind a plain Node server that owns the socket, so the app knows
// which address a request really came from (route handlers see headers only, never the socket).
import fs from 'node:fs'
import { createServer } from 'node:http'

import compression from 'compression'
import next from 'next'

import { buildAssetsHandler } from './lib/build-assets.mjs'
import { sendRememberedBodies } from './lib/remembered-bodies.mjs'

/** Set on every request from the socket, replacing whatever a client sent under this name. */
export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address'

// Uploads, applicants' files and the database are the site's alone (see keepDataPrivate in cms/storage-paths.ts).
process.umask(0o077)

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)

/**
 * Forgets the pages and content reads cached by an earlier run: they were rendered from the database as it was
 * then (or from another database altogether), and tags only track the edits made through a running site.
 */
function forgetEarlierRenders() {
  for (const folder of ['.next/cache/fetch-cache', '.next/server/route-cache']) fs.rmSync(folder, { recursive: true, force: true })
}

if (!dev) forgetEarlierRenders()
const app = next({ dev, port })
const handle = app.getRequestHandler()
await app.prepare()

/** Whether the path's %-escapes decode to text; `/%ff` names no page or file (Next.js would answer it with a 500). */
function readablePath(url = '/') {
  try {
    decodeURIComponent(url.split('?')[0])
    return true
  } catch {
    return false
  }
}

/**
 * Whether a Range header asks for one sensible byte range (`bytes=0-99`, `bytes=100-`, `bytes=-100`). Next.js
 * answers a backwards or malformed one for a static file with a 500; such a header is dropped (a server may
 * ignore Range), so the whole file is sent.
 */
function sensibleRange(header) {
  const range = /^bytes=(?:(\d+)-(\d*)|-\d+)$/.exec(header)
  return range !== null && (range[2] === undefined || range[2] === '' || Number(range[1]) <= Number(range[2]))
}

/** How long a CDN or proxy cache in front may keep a page before asking again, and serve it stale while it asks. */
const SHARED_CACHE_SECONDS = 60
const SHARED_CACHE_STALE_SECONDS = 600

/**
 * Next.js marks a page that changes only when an edit revalidates it `s-maxage=31536000`: right for its
 * own cache, which hears of every edit, wrong for a CDN in front, which does not and would keep the old
 * page for a year. Shared caches get a minute instead, then serve the old copy for at most ten minutes
 * more while they fetch the new one (which this server answers from its own cache).
 */
function forSharedCaches(value) {
  const maxAge = /s-maxage=(\d+)/.exec(String(value))?.[1]
  if (maxAge === undefined) return value
  const stale = Number(/stale-while-revalidate=(\d+)/.exec(String(value))?.[1] ?? SHARED_CACHE_STALE_SECONDS)
  return `s-maxage=${Math.min(Number(maxAge), SHARED_CACHE_SECONDS)}, stale-while-revalidate=${Math.min(stale, SHARED_CACHE_STALE_SECONDS)}`
}

const serveBuildAssets = dev ? undefined : buildAssetsHandler()

function limitSharedCaching(response) {
  const setHeader = response.setHeader.bind(response)
  response.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? forSharedCaches(value) : value)
}

/**
 * Pages and API answers in Brotli (quality 4: as fast as gzip, about a quarter smaller; the home page's HTML went
 * from 18.8 to 13.6 KB) or gzip for older clients. Next.js's own compression (turned off in next.config) is gzip only.
 * Cached pages are compressed once, at Brotli's best, and remembered (scripts/lib/remembered-bodies.mjs).
 */
const compress = compression()
const handleCompressed = (request, response) =>
  compress(request, response, () => {
    // Inside the compressor: it passes a remembered compressed copy through and compresses the others.
    sendRememberedBodies(request, response)
    handle(request, response)
  })

const server = createServer((request, response) => {
  if (!readablePath(request.url)) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('잘못된 주소입니다. / This address is not valid.')
    return
  }
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
  if (request.headers.range !== undefined && !sensibleRange(request.headers.range)) delete request.headers.range
  limitSharedCaching(response)
  if (serveBuildAssets) serveBuildAssets(request, response, () => handleCompressed(request, response))
  else handleCompressed(request, response)
})
// Behind a reverse proxy that keeps connections open, ours must stay open longer than the proxy's.
server.keepAliveTimeout = 65_000
server.on('error', (error) => {
  console.error(`[site] ${error.message}`)
  process.exit(1)
})
server.listen(port, () => console.log(`[site] Listening on http://localhost:${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
