import { pageLocale } from '@/i18n/page-locale'

import type { Locale, Menu, MenuPage, RegistrationOpen } from '../api/types'
import { getCachedRegistrationWindow } from './registration-windows'
import { getMenuPage, getSiteMenus } from './menus'
import { ADMISSION_MENU } from './sections'

export type SubMenuParams = { locale: string; menu: string; submenu: string }

/** Everything `/{menu}/{submenu}` shows: its page, the menus around it and, on admission pages, the registration window. */
export type SubMenuPageData = {
  locale: Locale
  menu: string
  submenu: string
  /** `menu/submenu`, the key of the page's section (./sections.ts). */
  sectionPath: string
  menuPage: MenuPage
  menus: Menu[]
  registrationWindow: RegistrationOpen | null
}

/** The data of a sub-menu page; null when the pair names no visible page (the 404). */
export async function loadSubMenuPage({ locale, menu, submenu }: SubMenuParams): Promise<SubMenuPageData | null> {
  const lang = pageLocale(locale)
  const menuPage = await getMenuPage(menu, submenu, lang)
  if (!menuPage) return null
  const [menus, registrationWindow] = await Promise.all([getSiteMenus(lang), menu === ADMISSION_MENU ? getCachedRegistrationWindow() : null])
  return { locale: lang, menu, submenu, sectionPath: `${menu}/${submenu}`, menuPage, menus, registrationWindow }
}
