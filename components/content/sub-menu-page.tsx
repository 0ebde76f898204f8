import type { Metadata } from 'next'

import { ApplyCall } from '@/components/admissions/apply-call'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { pageLocale } from '@/i18n/page-locale'
import { getCachedRegistrationWindow } from '@/lib/content/admissions'
import { getMenuPage, getMenus } from '@/lib/content/menus'
import { describe, pageMetadata } from '@/lib/seo/metadata'
import { notFoundMetadata } from '@/lib/seo/not-found-metadata'

import { ContentSection, isPaginated } from './content-section'
import { MenuPageFrame, menuTrail } from './menu-page-frame'

const ADMISSION_MENU = 'admission-guide'

export type SubMenuParams = { locale: string; menu: string; submenu: string }

async function load({ locale, menu, submenu }: SubMenuParams) {
  const lang = pageLocale(locale)
  const menuPage = await getMenuPage(menu, submenu, lang)
  const sectionKey = `${menu}/${submenu}`
  return { lang, sectionKey, menuPage, basePath: `/${sectionKey}` }
}

/** Title, description and canonical address of a sub-menu page; a list's later pages keep their `?page=N`. */
export async function subMenuMetadata(params: SubMenuParams, page: number): Promise<Metadata> {
  const { lang, sectionKey, menuPage, basePath } = await load(params)
  if (!menuPage) return notFoundMetadata(lang)
  return pageMetadata({
    locale: lang,
    path: isPaginated(sectionKey) && page > 1 ? `${basePath}?page=${page}` : basePath,
    title: menuPage.meta_title,
    description: menuPage.meta_description || describe(menuPage.description),
  })
}

/** `/{menu}/{submenu}` (and its `?page=N`): a menu-driven page, its content chosen by the pair; admission pages lead to the application form. */
export async function SubMenuPage({ params, page }: { params: SubMenuParams; page: number }) {
  const { lang, sectionKey, menuPage, basePath } = await load(params)
  if (!menuPage) return <NotFoundPage />
  const [menus, registrationWindow] = await Promise.all([getMenus(lang), params.menu === ADMISSION_MENU ? getCachedRegistrationWindow() : null])
  return (
    <MenuPageFrame menus={menus} menuSlug={params.menu} submenuSlug={params.submenu} heading={menuPage.title} trail={menuTrail(menus, params.menu, params.submenu, menuPage.title)}>
      {registrationWindow && <ApplyCall window={registrationWindow} locale={lang} />}
      <ContentSection sectionKey={sectionKey} locale={lang} page={page} basePath={basePath} menuPage={menuPage} />
    </MenuPageFrame>
  )
}
