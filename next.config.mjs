import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders } from './lib/security/headers.mjs'

const withNextIntl = createNextIntlPlugin('./i18n/request.ts')

/**
 * With REDIS_URL, rendered pages and cached reads live in Redis, shared by every instance, and no
 * copy is kept in a process's memory (it would miss the other instances' edits). Without it, Next.js
 * keeps them in .next/ as usual.
 */
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./lib/cache/redis-cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  ...sharedCache,
  serverExternalPackages: ['redis', 'rate-limiter-flexible'],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/images/**' }],
  },
  async headers() {
    return securityHeaders({ dev: process.env.NODE_ENV === 'development' })
  },
  async rewrites() {
    // Public uploads are served by Payload (with its access rules) under short, stable URLs.
    return [
      { source: '/media/:path*', destination: '/cms-api/media/file/:path*' },
      { source: '/files/:path*', destination: '/cms-api/files/file/:path*' },
    ]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
