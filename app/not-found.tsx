import type { Metadata } from 'next'

import styles from '@/components/layout/not-found.module.css'
import { getPathname } from '@/i18n/navigation'
import en from '@/messages/en/site.json'
import ko from '@/messages/ko/site.json'

import './[locale]/globals.css'

export const metadata: Metadata = { title: `404 · ${ko.notFound.title}`, robots: { index: false } }

/**
 * A 404 for addresses the locale routing never sees, such as a missing file under `/images/` (the locale
 * layout refuses the "locale" `images`). No language is known here, so it speaks both. Plain links: Next.js
 * loads this boundary's client components on every page, and a `next/link` here added a chunk to each.
 */
export default function GlobalNotFound() {
  return (
    <html lang="ko">
      <body>
        <main id="main" className={`container ${styles.notFound}`}>
          <p className={styles.code} aria-hidden="true">
            4 0 4
          </p>
          <h1>{ko.notFound.title}</h1>
          <p>{ko.notFound.text}</p>
          <p lang="en">{en.notFound.text}</p>
          <a href={getPathname({ locale: 'ko', href: '/' })} className={`button-link ${styles.home}`}>
            {ko.notFound.back}
          </a>{' '}
          <a href={getPathname({ locale: 'en', href: '/' })} lang="en" className={`button-link ${styles.home}`}>
            {en.notFound.back}
          </a>
        </main>
      </body>
    </html>
  )
}
