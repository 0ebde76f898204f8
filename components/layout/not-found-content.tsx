'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { Link } from '@/i18n/navigation'

import styles from './not-found.module.css'

/**
 * The 404 message: the big '4 0 4' (SPEC.md), a real heading, the way home and the tab's title.
 * A client component on purpose: a not-found boundary gets no params, so on a cached (static) page a
 * server-side translation there would read the request headers to find the locale, which Next.js
 * refuses at runtime; the client provider of the locale layout already knows it.
 */
export function NotFoundContent() {
  const t = useTranslations('notFound')
  const siteName = useTranslations('metadata')('siteName')
  useEffect(() => {
    document.title = `${t('title')} | ${siteName}`
  }, [t, siteName])
  return (
    <section className={`container ${styles.notFound}`}>
      <p className={styles.code} aria-hidden="true">
        4 0 4
      </p>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/" className={`button-link ${styles.home}`}>
        {t('back')}
      </Link>
    </section>
  )
}
