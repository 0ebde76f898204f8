'use client'

import { useEffect, useState } from 'react'

import { getPathname, usePathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'

import styles from './english-hint.module.css'

const DISMISSED_KEY = 'english-hint-dismissed'
const HINT_ID = 'english-hint'

/**
 * Shows the note, hidden in the cached HTML, when the browser ranks English above Korean and the note was never
 * dismissed, and lets its button dismiss it before the page's scripts arrive. Self-contained: it also runs inline
 * as the HTML is parsed, so the note is painted with the page (shown after hydration, it became the largest
 * contentful paint of every English browser, a second late on a phone).
 */
function revealForEnglishBrowsers(id: string, dismissedKey: string) {
  try {
    const note = document.getElementById(id)
    const preferred = (navigator.languages || [navigator.language]).find((language) => /^(en|ko)\b/i.test(language))
    if (!note || !/^en\b/i.test(preferred || '') || localStorage.getItem(dismissedKey) !== null) return
    note.hidden = false
    note.querySelector('button')?.addEventListener('click', () => {
      localStorage.setItem(dismissedKey, '1')
      note.hidden = true
    })
  } catch {
    // Storage refused (private mode): the note simply stays hidden.
  }
}

const REVEAL_INLINE = `(${revealForEnglishBrowsers.toString()})(${JSON.stringify(HINT_ID)}, ${JSON.stringify(DISMISSED_KEY)})`

/** On a Korean page, a small dismissible note for a browser that prefers English, linking to the page's English twin. */
export function EnglishHint({ labels, locale }: { labels: Record<'label' | 'text' | 'link' | 'dismiss', string>; locale: Locale }) {
  const pathname = usePathname()
  const [dismissed, setDismissed] = useState(false)
  // Also when the layout first mounts in the browser (after a client-side navigation), where no inline script runs.
  useEffect(() => revealForEnglishBrowsers(HINT_ID, DISMISSED_KEY), [locale])
  if (locale !== 'ko' || dismissed) return null

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1')
    setDismissed(true)
  }
  return (
    <>
      {/* revealForEnglishBrowsers decides whether it shows; the server and hydration always say hidden. */}
      <aside id={HINT_ID} className={styles.hint} lang="en" aria-label={labels.label} hidden suppressHydrationWarning>
        <p>
          {labels.text}{' '}
          <a href={getPathname({ locale: 'en', href: pathname })} hrefLang="en">
            {labels.link}
          </a>
        </p>
        <button type="button" className={styles.close} onClick={dismiss} aria-label={labels.dismiss}>
          ×
        </button>
      </aside>
      <script dangerouslySetInnerHTML={{ __html: REVEAL_INLINE }} />
    </>
  )
}
