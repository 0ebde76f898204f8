'use client'

import { Accordion, AccordionContent, AccordionHeader, AccordionItem, AccordionTrigger } from '@radix-ui/react-accordion'
import { useEffect, useRef } from 'react'

import { Link } from '@/i18n/navigation'

import type { MobileMenu } from './mobile-menu'
import styles from './mobile-nav.module.css'

const isWithin = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`)

type Props = { menus: MobileMenu[]; pathname: string }

/**
 * The phone menu's groups: an accordion (Radix's) of menus opening to their sub-menus, the current page's menu open.
 * Mounted each time the menu opens, it takes the focus to the first group then.
 */
export function MobileMenuGroups({ menus, pathname }: Props) {
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => first.current?.focus(), [])
  const currentMenu = pathname.split('/')[1] || undefined
  return (
    <Accordion type="single" collapsible defaultValue={currentMenu} className={styles.accordion}>
      {menus.map((menu, index) => (
        <AccordionItem key={menu.slug} value={menu.slug} className={styles.accordionItem}>
          <AccordionHeader asChild>
            <div>
              <AccordionTrigger ref={index === 0 ? first : undefined} className={styles.trigger}>
                {menu.name}
                <svg className={styles.chevron} viewBox="0 0 12 12" width="14" height="14" aria-hidden="true" focusable="false">
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                </svg>
              </AccordionTrigger>
            </div>
          </AccordionHeader>
          <AccordionContent>
            <ul className={styles.subList}>
              {menu.sub_menus.map((sub) => (
                <li key={sub.route}>
                  <Link href={sub.route} className={styles.subLink} aria-current={isWithin(pathname, sub.route) ? 'page' : undefined}>
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
