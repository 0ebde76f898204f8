#!/usr/bin/env node
// The site's HTTP server: Next.js behind a plain Node server that owns the socket, so the app knows
// which address a request really came from (route handlers see headers only, never the socket).
import fs from 'node:fs'
import { createServer } from 'node:http'

import next from 'next'

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

const server = createServer((request, response) => {
  if (!readablePath(request.url)) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('잘못된 주소입니다. / This address is not valid.')
    return
  }
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
  handle(request, response)
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
