import type { Metadata } from 'next'

import { DetailSection } from '@/components/content/content-section'
import { MenuPageFrame, menuTrail } from '@/components/content/menu-page-frame'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { permanentRedirect } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { findContentDetail } from '@/lib/content/content-detail'
import { getMenuPage, getSiteMenus } from '@/lib/content/menus'
import { pageMetadata } from '@/lib/seo/metadata'
import { notFoundMetadata } from '@/lib/seo/not-found-metadata'

type Props = { params: Promise<{ locale: string; menu: string; submenu: string; slug: string }> }

/** None at build time (there is no database then): each page renders on its first visit and stays cached until an edit revalidates its tags. */
export function generateStaticParams() {
  return []
}

async function load({ params }: Props) {
  const { locale, menu, submenu, slug } = await params
  const lang = pageLocale(locale)
  const sectionKey = `${menu}/${submenu}`
  const [menuPage, detail] = await Promise.all([getMenuPage(menu, submenu, lang), findContentDetail(sectionKey, slug, lang)])
  const address = { lang, menu, submenu, slug, sectionKey }
  if (!menuPage || !detail) return { ...address, found: null }
  // A gallery asked for by its id: 308 to the one address it is known by (upstream-workarounds/next/requests.mjs keeps its
  // Location single on the first, concurrent visits).
  if ('movedTo' in detail) return permanentRedirect({ href: detail.movedTo, locale: lang })
  return { ...address, found: { menuPage, detail } }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, sectionKey, slug, found } = await load(props)
  if (!found) return notFoundMetadata(lang)
  const { detail } = found
  return pageMetadata({ locale: lang, path: `/${sectionKey}/${slug}`, title: detail.title, description: detail.description, image: detail.image, type: detail.type })
}

/** `/{menu}/{submenu}/{slug}`: a news item, a gallery, or a seminar or weekly news item opened on its page. */
export default async function DetailPage(props: Props) {
  const { lang, menu, submenu, slug, sectionKey, found } = await load(props)
  if (!found) return <NotFoundPage />
  const { menuPage, detail } = found
  const menus = await getSiteMenus(lang)
  return (
    <MenuPageFrame
      menus={menus}
      menuSlug={menu}
      submenuSlug={submenu}
      heading={detail.ownHeading ? undefined : menuPage.title}
      trail={[...menuTrail(menus, menu, submenu, menuPage.title), { label: detail.title }]}
    >
      <DetailSection locale={lang} sectionKey={sectionKey} slug={slug} basePath={`/${sectionKey}`} boardItem={detail.boardItem} />
    </MenuPageFrame>
  )
}
