import { getTranslations } from 'next-intl/server'

import { REGISTRATION_PATH } from '@/components/forms/registration/values'
import { Link } from '@/i18n/server-link'
import type { Locale, RegistrationOpen } from '@/lib/api/types'

import styles from './apply-call.module.css'
import { windowSchedule } from './window-schedule'

/** The call to apply, on the home and admission pages: the way to the form while a window is open, else when the next one opens. */
export async function ApplyCall({ window, locale }: { window: RegistrationOpen; locale: Locale }) {
  const [t, schedule] = await Promise.all([getTranslations({ locale, namespace: 'registration' }), windowSchedule(window, locale)])
  return (
    <section className={styles.call} aria-labelledby="apply-call-title" data-open={window.open}>
      <div>
        <h2 id="apply-call-title" className={styles.title}>
          {window.open ? t('call.openTitle') : t('closed')}
        </h2>
        {schedule && <p className={styles.schedule}>{schedule}</p>}
      </div>
      {window.open && (
        <Link href={REGISTRATION_PATH} className={`button-link ${styles.button}`}>
          {t('call.apply')}
        </Link>
      )}
    </section>
  )
}
