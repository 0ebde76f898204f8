import { getPathname } from '@/i18n/navigation'
import { LOCALES } from '@/i18n/routing'
import { getSiteVerification } from '@/lib/content/settings'
import { siteOrigin } from '@/lib/seo/metadata'

// The origin comes from SITE_URL at run time, and Daum's code from the settings.
export const dynamic = 'force-dynamic'

// The dashboards end with `$` or `/` so that /student-registration, a public page, stays open.
const inEveryLanguage = (paths: string[]) => paths.flatMap((href) => LOCALES.map((locale) => getPathname({ href, locale })))
const DASHBOARDS = inEveryLanguage(['/student', '/professor']).flatMap((path) => [`${path}$`, `${path}/`])
const PRIVATE_PATHS = [...inEveryLanguage(['/admin']), '/api/', '/cms-api/', ...DASHBOARDS]

/**
 * One group for every crawler, Naver's Yeti and Daum's included. A route rather than Next's robots.ts, which writes no
 * comments: Daum's webmaster tool proves ownership by a `#DaumWebMasterTool:` line in this file.
 */
export async function GET() {
  const { daum } = await getSiteVerification()
  const lines = [
    ...(daum ? [`#DaumWebMasterTool:${daum}`, ''] : []),
    'User-Agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOrigin()}/sitemap.xml`,
    '',
  ]
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
