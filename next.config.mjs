import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders } from './lib/security/headers.mjs'

const withNextIntl = createNextIntlPlugin('./i18n/request.ts')

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
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
