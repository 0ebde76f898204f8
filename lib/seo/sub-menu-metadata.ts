import type { Metadata } from 'next'

import { pageLocale } from '@/i18n/page-locale'

import { getMenuPage, getMenuPagePicture } from '../content/menus'
import { isPaginated } from '../content/sections'
import type { SubMenuParams } from '../content/sub-menu-page'
import { describe, pageMetadata } from './metadata'
import { notFoundMetadata } from './not-found-metadata'

/** Title, description and canonical address of a sub-menu page; a list's later pages keep their `?page=N`. */
export async function subMenuMetadata({ locale, menu, submenu }: SubMenuParams, page: number): Promise<Metadata> {
  const lang = pageLocale(locale)
  const [menuPage, picture] = await Promise.all([getMenuPage(menu, submenu, lang), getMenuPagePicture(menu, submenu)])
  if (!menuPage) return notFoundMetadata(lang)
  const path = `/${menu}/${submenu}`
  return pageMetadata({
    locale: lang,
    path: isPaginated(`${menu}/${submenu}`) && page > 1 ? `${path}?page=${page}` : path,
    title: menuPage.meta_title,
    description: menuPage.meta_description || describe(menuPage.description),
    image: picture,
  })
}
