'use client'

import { createContext, use, useEffect, type ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

import styles from './not-found.module.css'

type NotFoundTexts = Record<'title' | 'text' | 'back' | 'siteName', string>

const NotFoundTextsContext = createContext<NotFoundTexts | null>(null)

/** The 404's texts in the page's language, handed down by the locale layout, which knows the language. */
export function NotFoundTextsProvider({ texts, children }: { texts: NotFoundTexts; children: ReactNode }) {
  return <NotFoundTextsContext value={texts}>{children}</NotFoundTextsContext>
}

/**
 * The 404 message: the big '4 0 4' (docs/product.md "Screens and addresses"), a real heading, the way home and the tab's title.
 * A client component on purpose: a not-found boundary gets no params, so on a cached (static) page a
 * server-side translation there would read the request headers to find the locale, which Next.js
 * refuses at runtime; the locale layout's provider above already has the texts.
 */
export function NotFoundContent() {
  const texts = use(NotFoundTextsContext)
  if (!texts) throw new Error('NotFoundContent needs the locale layout’s NotFoundTextsProvider')
  useEffect(() => {
    document.title = `${texts.title} | ${texts.siteName}`
  }, [texts])
  return (
    <section className={`container ${styles.notFound}`}>
      <p className={styles.code} aria-hidden="true">
        4 0 4
      </p>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <Link href="/" className={`button-link ${styles.home}`}>
        {texts.back}
      </Link>
    </section>
  )
}
