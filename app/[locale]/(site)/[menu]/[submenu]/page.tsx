import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentSection, isPaginated } from '@/components/content/content-section'
import { MenuPageFrame, menuTrail } from '@/components/content/menu-page-frame'
import { pageLocale } from '@/i18n/page-locale'
import { getMenuPage, getMenus } from '@/lib/content/menus'
import { parsePage } from '@/lib/content/pagination'
import { describe, pageMetadata } from '@/lib/seo/metadata'

type Props = {
  params: Promise<{ locale: string; menu: string; submenu: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function load({ params, searchParams }: Props) {
  const { locale, menu, submenu } = await params
  const lang = pageLocale(locale)
  const menuPage = await getMenuPage(menu, submenu, lang)
  if (!menuPage) notFound()
  const sectionKey = `${menu}/${submenu}`
  return { lang, menu, submenu, sectionKey, menuPage, basePath: `/${sectionKey}`, page: parsePage((await searchParams).page) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, sectionKey, menuPage, basePath, page } = await load(props)
  return pageMetadata({
    locale: lang,
    path: isPaginated(sectionKey) && page > 1 ? `${basePath}?page=${page}` : basePath,
    title: menuPage.meta_title,
    description: menuPage.meta_description || describe(menuPage.description),
  })
}

/** `/{menu}/{submenu}`: a menu-driven page, its content chosen by the pair. */
export default async function SubMenuPage(props: Props) {
  const { lang, menu, submenu, sectionKey, menuPage, basePath, page } = await load(props)
  const menus = await getMenus(lang)
  return (
    <MenuPageFrame menus={menus} menuSlug={menu} submenuSlug={submenu} heading={menuPage.title} trail={menuTrail(menus, menu, submenu, menuPage.title)}>
      <ContentSection sectionKey={sectionKey} locale={lang} page={page} basePath={basePath} menuPage={menuPage} />
    </MenuPageFrame>
  )
}
