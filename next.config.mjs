import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { HTML_LIMITED_BOT_UA_RE } from 'next/dist/shared/lib/router/utils/html-bots.js'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders } from './lib/security/headers.mjs'

// Messages compiled at build time: the browser then gets next-intl's formatter without the ICU parser
// (about 11 KB of script on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', precompile: true } },
})

/**
 * With REDIS_URL, the running site keeps rendered pages and cached reads in Redis, shared by every
 * instance, and no copy in a process's memory (it would miss the other instances' edits). Without it, in the
 * process's memory only (lib/cache/memory-cache-handler.mjs): Next.js's own handler also wrote them into .next/,
 * where two sites started from one build on different databases (the test sites, or an old and a new process
 * during a restart) served each other's pages. A build uses neither: its pages belong to no database.
 */
const renderCache = (phase) => {
  if (phase === PHASE_PRODUCTION_BUILD) return {}
  const handler = process.env.REDIS_URL ? 'redis-cache-handler.mjs' : 'memory-cache-handler.mjs'
  return { cacheHandler: fileURLToPath(new URL(`./lib/cache/${handler}`, import.meta.url)), cacheMaxMemorySize: 0 }
}

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  poweredByHeader: false,
  experimental: { preloadEntriesOnStart: false },
  // Next.js's own gzip stays on (`compress`, the default) for `npm start` alone; in production nginx sends
  // Brotli or gzip and asks the site for uncompressed answers (deploy/nginx/).
  // An ETag is a hash of the whole page computed on every request: 30% of a cached page's CPU time in a
  // profile under load, for conditional requests browsers seldom make for HTML (shared caches use s-maxage).
  generateEtags: false,
  ...renderCache(phase),
  // KakaoTalk's link preview and Daum's crawler read a page's card only inside <head>, which Next.js streams after it to
  // clients off its list when a page renders per request (the application form does). Next.js names its default list
  // nowhere public and leaves extending it to us (vercel/next.js#76450): the default plus those two.
  htmlLimitedBots: new RegExp(`${HTML_LIMITED_BOT_UA_RE.source}|kakaotalk-scrap|Daum`, 'i'),
  // pdfkit reads its own data files beside its modules, which a bundle would leave behind.
  serverExternalPackages: ['redis', 'rate-limiter-flexible', 'exceljs', 'pdfkit'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next.js's sixteen: each is a URL in every image's srcset (a third of the home page's
    // HTML was srcset) and a variant the optimizer makes and keeps; these cover phones to wide desktops.
    // next/image's getImageProps (components/ui/image.tsx) writes the srcsets from these settings.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [96, 256, 384],
    qualities: [75],
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/images/**' }],
  },
  async headers() {
    return securityHeaders({ dev: process.env.NODE_ENV === 'development' })
  },
  // The old site's news addresses (shared in chats and found by search engines) moved for good: docs/moving-in.md.
  async redirects() {
    return ['', '/en'].flatMap((prefix) => [
      { source: `${prefix}/community/news`, destination: `${prefix}/news/announcement`, statusCode: 301 },
      { source: `${prefix}/community/news/:slug`, destination: `${prefix}/news/announcement/:slug`, statusCode: 301 },
    ])
  },
  // The locale routing of pages is proxy.ts's. Public uploads are served by Payload (with its access rules) under
  // short, stable URLs.
  async rewrites() {
    return [
      { source: '/media/:path*', destination: '/cms-api/media/file/:path*' },
      { source: '/captions/:filename', destination: '/cms-api/captions/file/:filename' },
      // One segment: /files/{stored name}/{name to save as} is a route of ours (app/files), which this rewrite would
      // shadow (it runs before dynamic routes).
      { source: '/files/:filename', destination: '/cms-api/files/file/:filename' },
    ]
  },
})

/**
 * Payload's admin follows the system's light or dark theme through a client hint it asks for on every address
 * (Accept-CH and Critical-CH: Sec-CH-Prefers-Color-Scheme). On the public pages Critical-CH made Chromium fetch a
 * visitor's first page twice (the first answer is thrown away and the request sent again with the hint), and every
 * answer carried the headers. Payload's rule is kept, for the admin's addresses only.
 */
function clientHintsForAdminOnly(config) {
  const headers = config.headers
  return {
    ...config,
    headers: async () =>
      (await headers()).map((rule) => (rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule)),
  }
}

const config = (phase) => clientHintsForAdminOnly(withPayload(withNextIntl(nextConfig(phase)), { devBundleServerPackages: false }))

export default config
