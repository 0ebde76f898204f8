'use client'

import type { Locale } from '@/i18n/routing'

import { Flag } from './flag'
import styles from './header.module.css'
import { useSwitchLocale } from './use-switch-locale'

/** Desktop: one button that shows the page in the other language, with that language's flag. */
export function LanguageToggle({ names, current }: { names: Record<Locale, string>; current: Locale }) {
  const other: Locale = current === 'ko' ? 'en' : 'ko'
  const { switchLocale, pending } = useSwitchLocale()

  return (
    <button type="button" className={styles.language} onClick={() => switchLocale(other)} disabled={pending} lang={other}>
      <Flag locale={other} className={styles.flag} />
      {names[other]}
    </button>
  )
}
