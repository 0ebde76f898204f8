// The build's scripts, styles and fonts under /_next/static/, sent by scripts/server.mjs itself.
import fs from 'node:fs'
import path from 'node:path'

import sirv from 'sirv'

import { DOCUMENT_ONLY_HEADERS, securityHeaders } from '../../lib/security/headers.mjs'

export const BUILD_ASSETS_PREFIX = '/_next/static/'
const STATIC_DIR = path.join('.next', 'static')
/** Written by scripts/precompress-static.mjs once every copy is made. */
export const PRECOMPRESSED_MARKER = path.join(STATIC_DIR, '.precompressed')

/**
 * next.config's header rules that apply to scripts, styles and fonts: every rule applies to every address, some only
 * when a request header says so.
 */
function configuredHeaders() {
  const rules = securityHeaders().map((rule) => ({ ...rule, headers: rule.headers.filter(({ key }) => !DOCUMENT_ONLY_HEADERS.includes(key)) }))
  return (request, response) => {
    for (const rule of rules) {
      if ((rule.has ?? []).every((condition) => request.headers[condition.key] === condition.value)) {
        for (const { key, value } of rule.headers) response.setHeader(key, value)
      }
    }
  }
}

/** The Accept-Encoding without the codings a client refuses (`br;q=0`): sirv only looks for the names. */
function acceptedEncodings(header = '') {
  return header
    .split(',')
    .filter((coding) => !/;\s*q=0(?:\.0*)?\s*$/i.test(coding))
    .join(',')
}

/**
 * Names that change with their content, so cached for good, and sent as the Brotli or gzip copy made at build time
 * (scripts/precompress-static.mjs) instead of being compressed per request. Byte ranges, which browsers never ask of
 * these files, are left to Next.js. Without the copies (a plain `next build`), Next.js sends them as before.
 */
export function buildAssetsHandler() {
  if (!fs.existsSync(PRECOMPRESSED_MARKER)) return undefined
  const serve = sirv(STATIC_DIR, { dev: false, brotli: true, gzip: true, immutable: true, maxAge: 31_536_000, etag: false })
  const setConfiguredHeaders = configuredHeaders()
  return (request, response, fallback) => {
    const servable = request.url?.startsWith(BUILD_ASSETS_PREFIX) && (request.method === 'GET' || request.method === 'HEAD') && !request.headers.range
    if (!servable) return fallback()
    const url = request.url
    request.url = url.slice(BUILD_ASSETS_PREFIX.length - 1)
    request.headers['accept-encoding'] = acceptedEncodings(request.headers['accept-encoding'])
    setConfiguredHeaders(request, response)
    serve(request, response, () => {
      request.url = url
      fallback()
    })
  }
}
