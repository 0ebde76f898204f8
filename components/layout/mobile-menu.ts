import type { Menu, SubMenu } from '@/lib/api/types'

/**
 * What the phone menu shows of a menu. A client component's props ride in every page's flight data, so the header
 * passes no more than this (the ids and slugs of the sub-menus were a kilobyte of each page's HTML).
 */
export type MobileMenu = Pick<Menu, 'slug' | 'name'> & { sub_menus: Pick<SubMenu, 'name' | 'route'>[] }

export const toMobileMenu = ({ slug, name, sub_menus }: Menu): MobileMenu => ({ slug, name, sub_menus: sub_menus.map((sub) => ({ name: sub.name, route: sub.route })) })
