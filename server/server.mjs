#!/usr/bin/env node
// `npm start`'s server: Next.js's own request handler (its documented custom-server API) behind a Node server that
// tells the app the connection's address: route handlers see headers, never the socket, and the per-address limits
// (lib/security/rate-limit.ts) need the address a request really came from. next-workarounds.mjs meets two
// requests Next.js would answer with a 500.
import { createServer } from 'node:http'

import next from 'next'

import { answeredBeforeNext } from './next-workarounds.mjs'

/** Set on every request from the socket, replacing whatever a client sent under this name. */
const SOCKET_ADDRESS_HEADER = 'x-site-socket-address'

// Uploads, applicants' files and the database are the site's alone (see keepDataPrivate in cms/storage-paths.ts).
process.umask(0o077)

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)
const app = next({ dev, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((request, response) => {
  if (answeredBeforeNext(request, response)) return
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
  handle(request, response)
})
// nginx keeps its connections to the site open (deploy/nginx/): the site must not close them first.
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
