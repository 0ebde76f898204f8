import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findContentDetail } from '@/components/content/content-detail'
import { DetailSection } from '@/components/content/content-section'
import { MenuPageFrame, menuTrail } from '@/components/content/menu-page-frame'
import { SeminarJsonLd } from '@/components/content/seminar-json-ld'
import { pageLocale } from '@/i18n/page-locale'
import { getMenuPage, getMenus } from '@/lib/content/menus'
import { pageMetadata } from '@/lib/seo/metadata'

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
  if (!menuPage || !detail) notFound()
  return { lang, menu, submenu, slug, sectionKey, menuPage, detail }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, sectionKey, slug, detail } = await load(props)
  return pageMetadata({ locale: lang, path: `/${sectionKey}/${slug}`, title: detail.title, description: detail.description, image: detail.image, type: detail.type })
}

/** `/{menu}/{submenu}/{slug}`: a news item, a gallery, or a seminar or weekly news item opened on its page. */
export default async function DetailPage(props: Props) {
  const { lang, menu, submenu, slug, sectionKey, menuPage, detail } = await load(props)
  const menus = await getMenus(lang)
  return (
    <MenuPageFrame
      menus={menus}
      menuSlug={menu}
      submenuSlug={submenu}
      heading={detail.ownHeading ? undefined : menuPage.title}
      trail={[...menuTrail(menus, menu, submenu, menuPage.title), { label: detail.title }]}
    >
      {sectionKey === 'community/offline-seminar' && detail.boardItem && <SeminarJsonLd locale={lang} boardItem={detail.boardItem} />}
      <DetailSection locale={lang} sectionKey={sectionKey} slug={slug} basePath={`/${sectionKey}`} boardItem={detail.boardItem} />
    </MenuPageFrame>
  )
}
