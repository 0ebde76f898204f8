'use client'

import { useCallback, useState } from 'react'

import { LOCALES, type Locale } from '@/i18n/routing'

import { Flag } from './flag'
import styles from './mobile-nav.module.css'
import { useDismiss } from './use-dismiss'
import { useSwitchLocale } from './use-switch-locale'

export type LanguageLabels = Record<Locale, string> & { label: string }

/** Mobile: a dropdown of the languages, each with its flag; choosing the other one shows the page in it. */
export function LanguageMenu({ labels, current }: { labels: LanguageLabels; current: Locale }) {
  const { switchLocale, pending } = useSwitchLocale()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const { containerRef, toggleRef } = useDismiss<HTMLDivElement>(open, close)

  return (
    <div ref={containerRef} className={styles.languageMenu}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.languageToggle}
        aria-expanded={open}
        aria-controls="mobile-language-list"
        onClick={() => setOpen((value) => !value)}
      >
        <Flag locale={current} className={styles.flag} />
        <span className="visually-hidden">{labels.label}: </span>
        {labels[current]}
      </button>
      <ul id="mobile-language-list" className={styles.languageList} hidden={!open}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              className={styles.languageOption}
              aria-current={locale === current ? 'true' : undefined}
              disabled={pending}
              onClick={() => (locale === current ? close() : switchLocale(locale))}
            >
              <Flag locale={locale} className={styles.flag} />
              {labels[locale]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
