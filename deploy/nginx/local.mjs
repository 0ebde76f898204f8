#!/usr/bin/env node
// Runs the production nginx config (school-site.conf) as an ordinary user, on local ports, in front of a site on
// this machine, with a self-signed certificate and its own folder for nginx's pid, logs, temporary files and cache:
//   node deploy/nginx/local.mjs --upstream 127.0.0.1:3000 --https-port 8443 --http-port 8080
// Stops nginx on SIGINT or SIGTERM. The tests (tests/contract/nginx.test.ts) and `npm run bench` use it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import selfsigned from 'selfsigned'

import { BROTLI_MODULES, NGINX_BINARY, OPTIONS, renderSiteConfig } from './render.mjs'

const { values } = parseArgs({ options: { ...OPTIONS, 'https-port': { type: 'string', default: '8443' }, 'http-port': { type: 'string', default: '8080' }, dir: { type: 'string' } } })
const dir = values.dir ? path.resolve(values.dir) : fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-nginx-'))
fs.mkdirSync(path.join(dir, 'temp'), { recursive: true })

const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec', algorithm: 'sha256' })
fs.writeFileSync(path.join(dir, 'certificate.pem'), pems.cert)
fs.writeFileSync(path.join(dir, 'certificate-key.pem'), pems.private, { mode: 0o600 })

const site = renderSiteConfig({
  ...values,
  'no-ipv6': true,
  certificate: path.join(dir, 'certificate.pem'),
  'certificate-key': path.join(dir, 'certificate-key.pem'),
  'cache-dir': path.join(dir, 'cache'),
  'compressor-socket': path.join(dir, 'compressor.sock'),
})
fs.writeFileSync(path.join(dir, 'school-site.conf'), site)
// What Debian's /etc/nginx/nginx.conf gives the site file in production, with every path in our folder.
const temp = (name) => `    ${name}_temp_path ${path.join(dir, 'temp', name)};`
fs.writeFileSync(
  path.join(dir, 'nginx.conf'),
  [
    ...BROTLI_MODULES.map((module) => `load_module ${module};`),
    // As root (CI) the workers keep root's rights: they read the build where the checkout is, e.g. under /root.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes auto;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    `    include ${path.join(dir, 'school-site.conf')};`,
    '}',
    '',
  ].join('\n'),
)

const nginx = spawn(NGINX_BINARY, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' })
nginx.on('error', (error) => {
  console.error(`[nginx] ${NGINX_BINARY} did not start (${error.message}); install Debian's nginx, libnginx-mod-http-brotli-filter and libnginx-mod-http-brotli-static.`)
  process.exit(1)
})
nginx.on('exit', (code, signal) => {
  if (!values.dir) fs.rmSync(dir, { recursive: true, force: true })
  process.exit(code ?? (signal ? 1 : 0))
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGTERM'))

/**
 * Says so on stdout once nginx takes connections: it writes its pid file after it has bound every port (a port
 * already taken ends it with an error instead).
 */
async function announceReady() {
  const pidFile = path.join(dir, 'nginx.pid')
  for (let attempt = 0; attempt < 200 && nginx.exitCode === null; attempt += 1) {
    if (fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').trim() === String(nginx.pid)) {
      console.log(`[nginx] ready on https://localhost:${values['https-port']} (files in ${dir})`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
void announceReady()
