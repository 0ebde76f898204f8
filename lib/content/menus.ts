import { getTranslations } from 'next-intl/server'

import type { SubMenu } from '@/cms/payload-types'

import type { Locale, Menu, MenuPage } from '../api/types'
import { cachedRead } from './cached'
import { APPLICATION_STATUS_PATH } from '../registration/paths'
import { pickText } from './localize'
import { mediaUrlOrNull } from './media'
import { pickHtml } from './rich-text-html'
import { findPublic, type AllLocales, type PublicDoc } from './query'
import { ADMISSION_MENU } from './sections'
import { TAGS } from './tags'

/** The `meta` group's fields are localized inside it, which PublicDoc does not reach. */
type SubMenuDoc = Omit<PublicDoc<'sub-menus', 'name' | 'title' | 'description'>, 'meta'> & { meta?: AllLocales<NonNullable<SubMenu['meta']>, 'title' | 'description'> | null }

const menuIdOf = (doc: SubMenuDoc): number => (typeof doc.menu === 'object' ? doc.menu.id : doc.menu)

/** Visible menus with their visible sub-menus, both in admin-set order. */
export const getMenus = cachedRead('menus', [TAGS.menus], async (locale: Locale): Promise<Menu[]> => {
  const [menus, subMenus] = await Promise.all([
    findPublic<'menus', 'name'>('menus', { sort: 'order', depth: 0 }),
    findPublic('sub-menus', { sort: 'order', depth: 0 }),
  ])
  return menus.docs.map((menu) => ({
    id: menu.id,
    name: pickText(menu.name, locale),
    slug: menu.slug,
    sub_menus: (subMenus.docs as unknown as SubMenuDoc[])
      .filter((sub) => menuIdOf(sub) === menu.id)
      .map((sub) => ({ id: sub.id, name: pickText(sub.name, locale), slug: sub.slug, route: `/${menu.slug}/${sub.slug}` })),
  }))
})

/**
 * The menus as the site's navigation shows them (the header, the phone menu, the side menu): the admissions menu
 * ends with the application status lookup, a page of the site's own code that staff cannot add as a sub-menu.
 * `/api/menus` and the sitemap keep to the stored menus (the lookup is not indexed).
 */
export async function getSiteMenus(locale: Locale): Promise<Menu[]> {
  const [menus, t] = await Promise.all([getMenus(locale), getTranslations({ locale, namespace: 'applicationStatus' })])
  // Id 0 is no stored record's (Payload counts from 1): the lists key their items by id.
  const status = { id: 0, name: t('title'), slug: 'status', route: APPLICATION_STATUS_PATH }
  return menus.map((menu) => (menu.slug === ADMISSION_MENU ? { ...menu, sub_menus: [...menu.sub_menus, status] } : menu))
}

/** The sub-menu page at `menu/submenu` as stored, in both languages; null when the pair is unknown, hidden, or the sub-menu belongs to another menu. */
const findSubMenuPage = cachedRead('sub-menu-page', [TAGS.pages], async (menuSlug: string, subMenuSlug: string): Promise<SubMenuDoc | null> => {
  const menus = await findPublic<'menus', 'name'>('menus', { where: { slug: { equals: menuSlug } }, depth: 0, limit: 1 })
  const menu = menus.docs[0]
  if (!menu) return null
  const subMenus = await findPublic('sub-menus', {
    where: { and: [{ menu: { equals: menu.id } }, { slug: { equals: subMenuSlug } }] },
    depth: 1,
    limit: 1,
  })
  return (subMenus.docs[0] as unknown as SubMenuDoc | undefined) ?? null
})

/** The page of one sub-menu, as `/api/pages` gives it. */
export async function getMenuPage(menuSlug: string, subMenuSlug: string, locale: Locale): Promise<MenuPage | null> {
  const page = await findSubMenuPage(menuSlug, subMenuSlug)
  if (!page) return null
  const title = pickText(page.title, locale) || pickText(page.name, locale)
  return {
    title,
    description: pickHtml(page.description, locale),
    meta_title: pickText(page.meta?.title, locale) || title,
    meta_description: pickText(page.meta?.description, locale),
  }
}

/** The picture staff chose for the page's sharing card, or null for the site's default. */
export async function getMenuPagePicture(menuSlug: string, subMenuSlug: string): Promise<string | null> {
  return mediaUrlOrNull((await findSubMenuPage(menuSlug, subMenuSlug))?.meta?.image, 'large')
}
