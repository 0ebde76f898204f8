import type { MetadataRoute } from 'next'

import { siteOrigin } from '@/lib/seo/metadata'

// The origin comes from SITE_URL at run time, not at build time.
export const dynamic = 'force-dynamic'

// The dashboards end with `$` or `/` so that /student-registration, a public page, stays open.
const DASHBOARDS = ['/student', '/professor', '/en/student', '/en/professor'].flatMap((path) => [`${path}$`, `${path}/`])
const PRIVATE_PATHS = ['/admin', '/en/admin', '/api/', '/cms-api/', ...DASHBOARDS]

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS },
    sitemap: `${siteOrigin()}/sitemap.xml`,
  }
}
