#!/usr/bin/env node
// The site's HTTP server: Next.js behind a plain Node server that owns the socket, so the app knows
// which address a request really came from (route handlers see headers only, never the socket).
import fs from 'node:fs'
import { createServer } from 'node:http'

import next from 'next'
import sirv from 'sirv'

import { securityHeaders } from '../lib/security/headers.mjs'

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

/** next.config's header rules (all of them apply to every address), for the files this server sends itself. */
function setConfiguredHeaders(request, response) {
  for (const rule of securityHeaders()) {
    if ((rule.has ?? []).every((condition) => request.headers[condition.key] === condition.value)) {
      for (const { key, value } of rule.headers) response.setHeader(key, value)
    }
  }
}

const BUILD_ASSETS_PREFIX = '/_next/static/'

/**
 * The build's scripts, styles and fonts: names that change with their content, so cached for good, and sent as the
 * Brotli or gzip copy made at build time (scripts/precompress-static.mjs) instead of being compressed per request.
 */
function buildAssetsHandler() {
  const serve = sirv('.next/static', { dev: false, brotli: true, gzip: true, immutable: true, maxAge: 31_536_000, etag: false })
  return (request, response, fallback) => {
    const url = request.url
    request.url = url.slice(BUILD_ASSETS_PREFIX.length - 1)
    setConfiguredHeaders(request, response)
    serve(request, response, () => {
      request.url = url
      fallback()
    })
  }
}

const serveBuildAssets = dev ? undefined : buildAssetsHandler()

function limitSharedCaching(response) {
  const setHeader = response.setHeader.bind(response)
  response.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? forSharedCaches(value) : value)
}

const server = createServer((request, response) => {
  if (!readablePath(request.url)) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('잘못된 주소입니다. / This address is not valid.')
    return
  }
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
  limitSharedCaching(response)
  const isBuildAsset = serveBuildAssets && request.url?.startsWith(BUILD_ASSETS_PREFIX) && (request.method === 'GET' || request.method === 'HEAD')
  if (isBuildAsset) serveBuildAssets(request, response, () => handle(request, response))
  else handle(request, response)
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
