'use client'

import { lazy, Suspense, useCallback, useState } from 'react'

import { SearchBox } from '@/components/search/search-box'
import { getPathname, usePathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'

import { LanguageMenu, type LanguageLabels } from './language-menu'
import type { MobileMenu } from './mobile-menu'
import styles from './mobile-nav.module.css'
import { useDismiss } from './use-dismiss'

// The accordion's script is fetched when a visitor first opens the menu, not with every page.
const MobileMenuGroups = lazy(() => import('./mobile-menu-groups').then((module) => ({ default: module.MobileMenuGroups })))

type Props = {
  menus: MobileMenu[]
  labels: Record<'openMenu' | 'closeMenu' | 'mobileNav', string>
  search: Record<'label' | 'placeholder' | 'submit', string>
  languages: LanguageLabels
  locale: Locale
}

/** Mobile: the hamburger button and the menu it opens: an accordion of menus and sub-menus, search and the language choice. */
export function MobileNav({ menus, labels, search, languages, locale }: Props) {
  const pathname = usePathname()
  // Remembering where the menu was opened closes it by itself once the visitor navigates elsewhere.
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const open = openedAt === pathname
  const close = useCallback(() => setOpenedAt(null), [])
  const { containerRef, toggleRef } = useDismiss<HTMLDivElement>(open, close)

  return (
    <div ref={containerRef} className={styles.mobileNav}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpenedAt(open ? null : pathname)}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path d={open ? 'M5 5l14 14M19 5L5 19' : 'M3 6h18M3 12h18M3 18h18'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{open ? labels.closeMenu : labels.openMenu}</span>
      </button>
      <nav
        id="mobile-menu"
        className={styles.panel}
        aria-label={labels.mobileNav}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) close()
        }}
      >
        {/* Rendered once opened: the desktop menu already carries every link in the HTML, and this copy was a
            tenth of each page's HTML for a panel that needs the script to open anyway. */}
        {open && (
          <Suspense fallback={null}>
            <MobileMenuGroups menus={menus} pathname={pathname} />
            <SearchBox action={getPathname({ locale, href: '/search' })} label={search.label} placeholder={search.placeholder} submit={search.submit} className={styles.search} />
            <LanguageMenu labels={languages} current={locale} />
          </Suspense>
        )}
      </nav>
    </div>
  )
}
