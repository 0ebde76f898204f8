import type React from 'react'

import type { Menu } from '@/lib/api/types'

import { Breadcrumb, type Crumb } from './breadcrumb'
import styles from './content.module.css'
import { SideMenu } from './side-menu'

type Props = {
  menus: Menu[]
  menuSlug: string
  submenuSlug: string
  /** The page's own heading; omitted when the section renders the page's h1 itself (a news or gallery detail). */
  heading?: string
  trail: Crumb[]
  children: React.ReactNode
}

/** Breadcrumb, the side menu (wide screens only) and the content area of a menu-driven page. */
export function MenuPageFrame({ menus, menuSlug, submenuSlug, heading, trail, children }: Props) {
  return (
    <div className={styles.frame}>
      <Breadcrumb trail={trail} />
      <div className={styles.columns}>
        <SideMenu menus={menus} menuSlug={menuSlug} submenuSlug={submenuSlug} />
        <div className={styles.content}>
          {heading && <h1 className={styles.heading}>{heading}</h1>}
          {children}
        </div>
      </div>
    </div>
  )
}

/** The breadcrumb trail of a sub-menu page: its menu (linking to the menu's first page), then the page itself. */
export function menuTrail(menus: Menu[], menuSlug: string, submenuSlug: string, title: string): Crumb[] {
  const menu = menus.find((candidate) => candidate.slug === menuSlug)
  const submenu = menu?.sub_menus.find((candidate) => candidate.slug === submenuSlug)
  return [...(menu ? [{ label: menu.name, href: menu.sub_menus[0]?.route }] : []), { label: title, href: submenu?.route }]
}
