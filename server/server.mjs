#!/usr/bin/env node
// `npm start`'s server: Next.js's own request handler (its documented custom-server API) behind a Node server that
// tells the app the connection's address: route handlers see headers, never the socket, and the per-address limits
// (lib/security/rate-limit.ts) need the address a request really came from. upstream-workarounds/next/requests.mjs meets two
// requests Next.js would answer with a 500 and one answer it would send with its Location twice; site-host.mjs keeps the
// site on SITE_URL's one host name; upstream-workarounds/next/database-away.mjs answers 503 for a request the database's
// absence failed.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import v8 from 'node:v8'

import next from 'next'
import sharp from 'sharp'

import { memoryLimitMiB, pageCacheBudgetBytes } from '../lib/cache/memory-budget.mjs'
import { answerDatabaseAway } from '../upstream-workarounds/next/database-away.mjs'
import { answeredBeforeNext, keepOneLocation } from '../upstream-workarounds/next/requests.mjs'
import { sentToSiteHost } from './site-host.mjs'

/** Set on every request from the socket, replacing whatever a client sent under this name. */
const SOCKET_ADDRESS_HEADER = 'x-site-socket-address'

// Uploads, applicants' files and the database are the site's alone (see keepDataPrivate in cms/storage-paths.ts).
process.umask(0o077)

// sharp (Next.js's image optimisation, Payload's resized uploads, the photo check of applications) for a small
// machine: one libvips thread per image instead of one per core, and a small cache of its operations instead of 50 MB.
// libvips's settings are the process's, whichever code loads sharp. docs/performance.md, "Memory".
sharp.concurrency(1)
sharp.cache({ memory: 8, files: 0, items: 20 })

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)
const app = next({ dev, port })
const handle = app.getRequestHandler()
await app.prepare()

/**
 * Each request runs inside a context holding its id, which every log line written for it carries
 * (lib/logging/request-context.ts reads the same store); behind a proxy (TRUST_PROXY) a well-formed
 * X-Request-Id from it is kept, so its log and ours name the same request.
 */
const requestContext = (globalThis[Symbol.for('school-site.request-context')] ??= new AsyncLocalStorage())
const trustProxy = Boolean(process.env.TRUST_PROXY)
const requestIdOf = (request) => {
  const sent = request.headers['x-request-id']
  return trustProxy && typeof sent === 'string' && /^[\w-]{8,64}$/.test(sent) ? sent : randomUUID()
}

const server = createServer((request, response) => {
  if (sentToSiteHost(request, response) || answeredBeforeNext(request, response)) return
  keepOneLocation(response)
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
  const requestId = requestIdOf(request)
  request.headers['x-request-id'] = requestId
  response.setHeader('X-Request-Id', requestId)
  const context = { requestId }
  answerDatabaseAway(request, response, context)
  requestContext.run(context, () => handle(request, response))
})
// nginx keeps its connections to the site open (deploy/nginx/): the site must not close them first.
server.keepAliveTimeout = 65_000
server.on('error', (error) => {
  console.error(`[site] ${error.message}`)
  process.exit(1)
})
server.listen(port, () => {
  const MiB = 1024 * 1024
  const heap = Math.round(v8.getHeapStatistics().heap_size_limit / MiB)
  console.log(`[site] Listening on http://localhost:${port} (memory ${memoryLimitMiB()} MiB: heap limit ${heap} MiB, page cache ${pageCacheBudgetBytes() / MiB} MiB)`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
