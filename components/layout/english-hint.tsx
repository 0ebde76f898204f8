'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { usePathname } from '@/i18n/navigation'
import { localizedPath } from '@/lib/seo/metadata'

import styles from './english-hint.module.css'

const DISMISSED_KEY = 'english-hint-dismissed'
const HINT_ID = 'english-hint'

/**
 * Shows the note, still hidden in the cached HTML, when the browser ranks English above Korean and the note was never
 * dismissed. It runs as the HTML is parsed, so the note is painted with the page: shown after hydration, it became
 * the page's largest contentful paint for every English browser, a second late on a phone.
 */
const REVEAL_FOR_ENGLISH_BROWSERS = `try{var l=(navigator.languages||[navigator.language]).find(function(x){return /^(en|ko)\\b/i.test(x)});if(/^en\\b/i.test(l||'')&&localStorage.getItem('${DISMISSED_KEY}')===null)document.getElementById('${HINT_ID}').hidden=false}catch(e){}`

/** On a Korean page, a small dismissible note for a browser that prefers English, linking to the page's English twin. */
export function EnglishHint() {
  const t = useTranslations('englishHint')
  const locale = useLocale()
  const pathname = usePathname()
  const [dismissed, setDismissed] = useState(false)
  if (locale !== 'ko' || dismissed) return null

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1')
    setDismissed(true)
  }
  return (
    <>
      {/* The script above decides whether it shows; the server and hydration always say hidden. */}
      <aside id={HINT_ID} className={styles.hint} lang="en" aria-label={t('label')} hidden suppressHydrationWarning>
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
      <script dangerouslySetInnerHTML={{ __html: REVEAL_FOR_ENGLISH_BROWSERS }} />
    </>
  )
}
