import { pageLocale } from '@/i18n/page-locale'

import type { Locale, Menu, MenuPage, RegistrationOpen } from '../api/types'
import { getCachedApplicationPeriod, getCachedRoundSchedule, type RoundSchedule } from './admission-rounds'
import { getMenuPage, getSiteMenus } from './menus'
import { ADMISSION_MENU } from './sections'

export type SubMenuParams = { locale: string; menu: string; submenu: string }

/** What admission pages show above their content: the application period (the call to apply) and the current round's schedule. */
export type AdmissionsBlock = { period: RegistrationOpen; schedule: RoundSchedule | null }

/** Everything `/{menu}/{submenu}` shows: its page, the menus around it and, on admission pages, the admission round. */
export type SubMenuPageData = {
  locale: Locale
  menu: string
  submenu: string
  /** `menu/submenu`, the key of the page's section (./sections.ts). */
  sectionPath: string
  menuPage: MenuPage
  menus: Menu[]
  admissions: AdmissionsBlock | null
}

/** The data of a sub-menu page; null when the pair names no visible page (the 404). */
export async function loadSubMenuPage({ locale, menu, submenu }: SubMenuParams): Promise<SubMenuPageData | null> {
  const lang = pageLocale(locale)
  const menuPage = await getMenuPage(menu, submenu, lang)
  if (!menuPage) return null
  const [menus, admissions] = await Promise.all([getSiteMenus(lang), menu === ADMISSION_MENU ? admissionsBlock(lang) : null])
  return { locale: lang, menu, submenu, sectionPath: `${menu}/${submenu}`, menuPage, menus, admissions }
}

async function admissionsBlock(locale: Locale): Promise<AdmissionsBlock> {
  const [period, schedule] = await Promise.all([getCachedApplicationPeriod(), getCachedRoundSchedule(locale)])
  return { period, schedule }
}
