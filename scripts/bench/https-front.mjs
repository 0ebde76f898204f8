// The front a phone meets in production: nginx with the site's own config (deploy/nginx/, run by local.mjs on local
// ports with a self-signed certificate), ending TLS, speaking HTTP/2, compressing and micro-caching. Lighthouse
// simulates each protocol differently: over HTTP/1.1 a page's dozen scripts, styles and pictures queue on six
// connections and each pays a round trip of the simulated 4G, where HTTP/2 streams them all over one; so pages are
// audited through this front, and the load figures "through nginx" are measured through it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { log, root, start } from '../lib/project.mjs'
import { freePort } from './http.mjs'

/** nginx on free ports in front of the site at `upstream`, serving `/_next/static/` from `nextDir`. */
export async function startHttpsFront(upstream, nextDir = path.join(root, '.next')) {
  const [httpsPort, httpPort] = [await freePort(), await freePort()]
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-bench-nginx-'))
  const args = ['deploy/nginx/local.mjs', '--upstream', new URL(upstream).host, '--https-port', String(httpsPort), '--http-port', String(httpPort), '--next-dir', nextDir, '--dir', dir]
  const nginx = start(process.execPath, args, undefined, ['ignore', 'pipe', 'inherit'])
  await new Promise((resolve, reject) => {
    nginx.stdout.on('data', (chunk) => chunk.toString().includes('[nginx] ready') && resolve())
    nginx.on('exit', (code) => reject(new Error(`nginx did not start (exit ${code})`)))
  })
  log(`nginx in front of ${upstream} on https://localhost:${httpsPort}`)
  return {
    url: `https://localhost:${httpsPort}`,
    stop: async () => {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve))
        nginx.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
