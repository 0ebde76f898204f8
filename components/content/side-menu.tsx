import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/server-link'
import type { Menu } from '@/lib/api/types'

import styles from './content.module.css'

type Props = { menus: Menu[]; menuSlug: string; submenuSlug: string }

/** Every menu as a disclosure of its sub-menus (the browser's own, no script); the current menu starts open. */
export async function SideMenu({ menus, menuSlug, submenuSlug }: Props) {
  const t = await getTranslations('content')
  return (
    <nav className={styles.sideMenu} aria-label={t('sideMenu')}>
      {menus.map((menu) => (
        <details key={menu.id} open={menu.slug === menuSlug} className={styles.sideMenuItem}>
          <summary className={styles.sideMenuTrigger}>{menu.name}</summary>
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
        </details>
      ))}
    </nav>
  )
}
