'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'

import { usePathname } from '@/i18n/navigation'
import { localizedPath } from '@/lib/seo/metadata'

import styles from './english-hint.module.css'

const DISMISSED_KEY = 'english-hint-dismissed'

/** Whether the browser ranks English above Korean; decided in the browser only, so cached pages never vary by it. */
function prefersEnglish(): boolean {
  const preferred = navigator.languages.find((language) => /^(en|ko)\b/i.test(language))
  return /^en\b/i.test(preferred ?? '') && localStorage.getItem(DISMISSED_KEY) === null
}

const noSubscription = () => () => {}

/** On a Korean page, a small dismissible note for a browser that prefers English, linking to the page's English twin. */
export function EnglishHint() {
  const t = useTranslations('englishHint')
  const locale = useLocale()
  const pathname = usePathname()
  const wanted = useSyncExternalStore(noSubscription, prefersEnglish, () => false)
  const [dismissed, setDismissed] = useState(false)
  if (locale !== 'ko' || !wanted || dismissed) return null

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1')
    setDismissed(true)
  }
  return (
    <aside className={styles.hint} lang="en" aria-label={t('label')}>
      <p>
        {t('text')}{' '}
        <a href={localizedPath('en', pathname)} hrefLang="en">
          {t('link')}
        </a>
      </p>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={t('dismiss')}>
        ×
      </button>
    </aside>
  )
}
