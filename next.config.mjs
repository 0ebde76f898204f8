import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./i18n/request.ts')

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/images/**' }],
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
