'use client'

import { useLocale } from 'next-intl'
import type { Locale } from '@/i18n/routing'

import { Flag } from './flag'
import styles from './header.module.css'
import { useSwitchLocale } from './use-switch-locale'

/** Desktop: one button that shows the page in the other language, with that language's flag. */
export function LanguageToggle({ names }: { names: Record<Locale, string> }) {
  const other: Locale = useLocale() === 'ko' ? 'en' : 'ko'
  const { switchLocale, pending } = useSwitchLocale()

  return (
    <button type="button" className={styles.language} onClick={() => switchLocale(other)} disabled={pending} lang={other}>
      <Flag locale={other} className={styles.flag} />
      {names[other]}
    </button>
  )
}
