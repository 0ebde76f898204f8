import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pageLocale } from '@/i18n/page-locale'
import { getMenuPage, getMenus } from '@/lib/content/menus'
import { describe, pageMetadata } from '@/lib/seo/metadata'

import { ContentSection, isPaginated } from './content-section'
import { MenuPageFrame, menuTrail } from './menu-page-frame'

export type SubMenuParams = { locale: string; menu: string; submenu: string }

async function load({ locale, menu, submenu }: SubMenuParams) {
  const lang = pageLocale(locale)
  const menuPage = await getMenuPage(menu, submenu, lang)
  if (!menuPage) notFound()
  const sectionKey = `${menu}/${submenu}`
  return { lang, sectionKey, menuPage, basePath: `/${sectionKey}` }
}

/** Title, description and canonical address of a sub-menu page; a list's later pages keep their `?page=N`. */
export async function subMenuMetadata(params: SubMenuParams, page: number): Promise<Metadata> {
  const { lang, sectionKey, menuPage, basePath } = await load(params)
  return pageMetadata({
    locale: lang,
    path: isPaginated(sectionKey) && page > 1 ? `${basePath}?page=${page}` : basePath,
    title: menuPage.meta_title,
    description: menuPage.meta_description || describe(menuPage.description),
  })
}

/** `/{menu}/{submenu}` (and its `?page=N`): a menu-driven page, its content chosen by the pair. */
export async function SubMenuPage({ params, page }: { params: SubMenuParams; page: number }) {
  const { lang, sectionKey, menuPage, basePath } = await load(params)
  const menus = await getMenus(lang)
  return (
    <MenuPageFrame menus={menus} menuSlug={params.menu} submenuSlug={params.submenu} heading={menuPage.title} trail={menuTrail(menus, params.menu, params.submenu, menuPage.title)}>
      <ContentSection sectionKey={sectionKey} locale={lang} page={page} basePath={basePath} menuPage={menuPage} />
    </MenuPageFrame>
  )
}
