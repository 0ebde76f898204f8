import type { Metadata } from 'next'

import { PrivacyOfficer } from '@/components/content/privacy-officer'
import { StaticPageView } from '@/components/content/static-page-view'
import { PRIVACY_POLICY_PATH } from '@/components/layout/links'
import { SubMenuPage } from '@/components/content/sub-menu-page'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { pageLocale } from '@/i18n/page-locale'
import { getMenus } from '@/lib/content/menus'
import { getStaticPage } from '@/lib/content/static-pages'
import { loadSubMenuPage } from '@/lib/content/sub-menu-page'
import { getPrivacySettings } from '@/lib/privacy/settings'
import { describe, pageMetadata } from '@/lib/seo/metadata'
import { notFoundMetadata } from '@/lib/seo/not-found-metadata'
import { subMenuMetadata } from '@/lib/seo/sub-menu-metadata'

type Props = { params: Promise<{ locale: string; menu: string }> }

/** None at build time (there is no database then): each page renders on its first visit and stays cached until an edit revalidates its tags. */
export function generateStaticParams() {
  return []
}

async function load({ params }: Props) {
  const { locale, menu: slug } = await params
  const lang = pageLocale(locale)
  const [page, menus] = await Promise.all([getStaticPage(slug, lang), getMenus(lang)])
  const firstSubmenu = menus.find((menu) => menu.slug === slug)?.sub_menus[0]?.slug
  return { lang, slug, page, menuPage: firstSubmenu ? { locale, menu: slug, submenu: firstSubmenu } : null }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, slug, page, menuPage } = await load(props)
  if (page) return pageMetadata({ locale: lang, path: `/${slug}`, title: page.title, description: describe(page.content) })
  return menuPage ? subMenuMetadata(menuPage, 1) : notFoundMetadata(lang)
}

/**
 * `/{slug}`: a static page, else the first page of the menu with that slug (its canonical address is the
 * sub-menu's own), else the 404. The menu's page is rendered here rather than redirected to: a redirect
 * thrown while Next.js renders a page it caches goes out with its Location header twice to the request that
 * rendered it (vercel/next.js#82117).
 */
export default async function StaticOrMenuPage(props: Props) {
  const { lang, slug, page, menuPage } = await load(props)
  if (page && `/${slug}` === PRIVACY_POLICY_PATH) {
    return (
      <StaticPageView page={page}>
        <PrivacyOfficer officer={(await getPrivacySettings(lang)).officer} locale={lang} />
      </StaticPageView>
    )
  }
  if (page) return <StaticPageView page={page} />
  const data = menuPage && (await loadSubMenuPage(menuPage))
  return data ? <SubMenuPage data={data} page={1} /> : <NotFoundPage />
}
