// The front a phone meets in production: the site speaks plain HTTP/1.1 behind a reverse proxy that ends TLS
// and speaks HTTP/2 to browsers (README, "Several instances"). Lighthouse simulates each protocol differently:
// over HTTP/1.1 a page's dozen scripts, styles and pictures queue on six connections and each pays a round
// trip of the simulated 4G, where HTTP/2 streams them all over one; so pages are audited through this front.
import http2 from 'node:http2'

import proxy from 'http2-proxy'
import selfsigned from 'selfsigned'

import { freePort } from './http.mjs'

/** An HTTPS front (HTTP/2, and HTTP/1.1 for clients that ask for it) on a free port for the site at `upstream`. */
export async function startHttpsFront(upstream) {
  const target = new URL(upstream)
  // A certificate of the bench's own: Chromium is started with --ignore-certificate-errors (lighthouse.mjs).
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec', algorithm: 'sha256' })
  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true })
  server.on('request', (req, res) => {
    proxy.web(
      req,
      res,
      {
        hostname: target.hostname,
        port: Number(target.port),
        onReq: (_request, { headers }) => {
          headers['x-forwarded-proto'] = 'https'
        },
      },
      (error) => {
        if (!error) return
        if (!res.headersSent) res.writeHead(502)
        res.end()
      },
    )
  })
  const port = await freePort()
  await new Promise((resolve) => server.listen(port, resolve))
  return {
    url: `https://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
