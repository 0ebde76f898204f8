#!/usr/bin/env node
// Renders deploy/nginx/school-site.conf for one setup and prints it, e.g.
//   node deploy/nginx/render.mjs --server-name www.example.org --upstream 10.0.0.11:3000 --upstream 10.0.0.12:3000 \
//     --certificate /etc/letsencrypt/live/www.example.org/fullchain.pem \
//     --certificate-key /etc/letsencrypt/live/www.example.org/privkey.pem \
//     --next-dir /srv/school-site/.next > /etc/nginx/sites-available/school-site.conf
// Also imported by deploy/nginx/local.mjs, which runs the same config on local ports for the tests and the bench.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const here = path.dirname(fileURLToPath(import.meta.url))
export const TEMPLATE = path.join(here, 'school-site.conf')

/** Debian's nginx (in /usr/sbin, which an ordinary user's PATH may lack) and its Brotli modules. */
export const NGINX_BINARY = process.env.NGINX_BINARY || '/usr/sbin/nginx'
export const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map((file) => path.join('/usr/lib/nginx/modules', file))

export const OPTIONS = {
  'server-name': { type: 'string', default: 'localhost' },
  // The site's other names (example.org beside www.example.org), sent to the same path on --server-name; the
  // certificate must cover them too.
  'other-name': { type: 'string', multiple: true, default: [] },
  upstream: { type: 'string', multiple: true, default: ['127.0.0.1:3000'] },
  'https-port': { type: 'string', default: '443' },
  'http-port': { type: 'string', default: '80' },
  'no-ipv6': { type: 'boolean', default: false },
  certificate: { type: 'string' },
  'certificate-key': { type: 'string' },
  'next-dir': { type: 'string', default: path.resolve(here, '..', '..', '.next') },
  'cache-dir': { type: 'string', default: '/var/cache/nginx/school-site' },
  'compressor-socket': { type: 'string', default: '/run/nginx-school-site.sock' },
}

const listens = (port, ipv6, suffix = '') => [`    listen ${port}${suffix};`, ...(ipv6 ? [`    listen [::]:${port}${suffix};`] : [])].join('\n')

/** A server for the site's other names: a permanent redirect to the same path on the one name SITE_URL gives. */
function otherNamesServer(options, listen) {
  if (options['other-name'].length === 0) return ''
  return [
    'server {',
    listen,
    `    server_name ${options['other-name'].join(' ')};`,
    `    ssl_certificate ${path.resolve(options.certificate)};`,
    `    ssl_certificate_key ${path.resolve(options['certificate-key'])};`,
    '    server_tokens off;',
    `    return 308 https://${options['server-name']}${options['https-port'] === '443' ? '' : `:${options['https-port']}`}$request_uri;`,
    '}',
  ].join('\n')
}

/** The site's nginx config (the `http` block's part) for the values of OPTIONS. */
export function renderSiteConfig(values) {
  const options = { ...Object.fromEntries(Object.entries(OPTIONS).map(([name, option]) => [name, option.default])), ...values }
  for (const required of ['certificate', 'certificate-key']) {
    if (!options[required]) throw new Error(`--${required} is required (the TLS certificate's files)`)
  }
  const fill = {
    upstream_servers: options.upstream.map((address) => `    server ${address} max_fails=3 fail_timeout=10s;`).join('\n'),
    server_name: options['server-name'],
    listen_http: listens(options['http-port'], !options['no-ipv6']),
    listen_https: listens(options['https-port'], !options['no-ipv6'], ' ssl http2'),
    https_port_suffix: options['https-port'] === '443' ? '' : `:${options['https-port']}`,
    other_names_server: otherNamesServer(options, [listens(options['http-port'], !options['no-ipv6']), listens(options['https-port'], !options['no-ipv6'], ' ssl http2')].join('\n')),
    certificate: path.resolve(options.certificate),
    certificate_key: path.resolve(options['certificate-key']),
    next_dir: path.resolve(options['next-dir']),
    cache_dir: path.resolve(options['cache-dir']),
    compressor_socket: path.resolve(options['compressor-socket']),
  }
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (placeholder, name) => {
    if (!(name in fill)) throw new Error(`${TEMPLATE} names ${placeholder}, which render.mjs does not fill`)
    return fill[name]
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { ...OPTIONS, help: { type: 'boolean' } } })
  if (values.help) {
    const usage = Object.entries(OPTIONS).map(([name, option]) => `  --${name}${option.type === 'string' ? ' <value>' : ''}${option.multiple ? ' (repeatable)' : ''}${option.default === undefined ? ' (required)' : ` (default: ${option.default})`}`)
    console.log(['Prints deploy/nginx/school-site.conf filled in for one setup. Options:', ...usage].join('\n'))
  } else {
    process.stdout.write(renderSiteConfig(values))
  }
}
