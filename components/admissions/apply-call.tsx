import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/server-link'
import type { Locale, RegistrationOpen } from '@/lib/api/types'
import { APPLICATION_STATUS_PATH, REGISTRATION_PATH } from '@/lib/registration/paths'

import styles from './apply-call.module.css'
import { windowSchedule } from './window-schedule'

type Props = {
  window: RegistrationOpen
  locale: Locale
  /** On the admission pages, where those who have applied look for their application (the home page keeps its call short). */
  withStatusLink?: boolean
}

/** The call to apply, on the home and admission pages: the way to the form while a window is open, else when the next one opens. */
export async function ApplyCall({ window, locale, withStatusLink = false }: Props) {
  const [t, schedule] = await Promise.all([getTranslations({ locale, namespace: 'registration' }), windowSchedule(window, locale)])
  return (
    <section className={styles.call} aria-labelledby="apply-call-title" data-open={window.open}>
      <div>
        <h2 id="apply-call-title" className={styles.title}>
          {window.open ? t('call.openTitle') : t('closed')}
        </h2>
        {schedule && <p className={styles.schedule}>{schedule}</p>}
        {withStatusLink && (
          <p className={styles.status}>
            <Link href={APPLICATION_STATUS_PATH}>{t('statusLink')}</Link>
          </p>
        )}
      </div>
      {window.open && (
        <Link href={REGISTRATION_PATH} className={`button-link ${styles.button}`}>
          {t('call.apply')}
        </Link>
      )}
    </section>
  )
}
