import * as Accordion from '@radix-ui/react-accordion'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Menu } from '@/lib/api/types'

import styles from './content.module.css'

type Props = { menus: Menu[]; menuSlug: string; submenuSlug: string }

/** Every menu as an accordion of its sub-menus; the current menu starts open. Links stay in the HTML when closed. */
export async function SideMenu({ menus, menuSlug, submenuSlug }: Props) {
  const t = await getTranslations('content')
  return (
    <nav className={styles.sideMenu} aria-label={t('sideMenu')}>
      <Accordion.Root type="multiple" defaultValue={[menuSlug]}>
        {menus.map((menu) => (
          <Accordion.Item key={menu.id} value={menu.slug} className={styles.sideMenuItem}>
            <Accordion.Header asChild>
              <div>
                <Accordion.Trigger className={styles.sideMenuTrigger}>{menu.name}</Accordion.Trigger>
              </div>
            </Accordion.Header>
            <Accordion.Content forceMount className={styles.collapsible}>
              <ul>
                {menu.sub_menus.map((sub) => (
                  <li key={sub.id}>
                    <Link
                      href={sub.route}
                      className={styles.sideMenuLink}
                      aria-current={menu.slug === menuSlug && sub.slug === submenuSlug ? 'page' : undefined}
                    >
                      {sub.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </nav>
  )
}
