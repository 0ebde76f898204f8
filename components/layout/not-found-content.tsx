import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import styles from './not-found.module.css'

/** The 404 message: the big '4 0 4' (SPEC.md), a real heading and the way home. */
export async function NotFoundContent() {
  const t = await getTranslations('notFound')
  return (
    <section className={`container ${styles.notFound}`}>
      <p className={styles.code} aria-hidden="true">
        4 0 4
      </p>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/" className={styles.home}>
        {t('back')}
      </Link>
    </section>
  )
}
