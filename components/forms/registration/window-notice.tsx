import { getTranslations } from 'next-intl/server'

import { windowSchedule } from '@/components/admissions/window-schedule'
import type { Locale, RegistrationOpen } from '@/lib/api/types'

import styles from './registration.module.css'

/** Whether applications are open: the closing date, or why the form below is disabled and when the next window opens. */
export async function WindowNotice({ window, locale }: { window: RegistrationOpen; locale: Locale }) {
  const [t, schedule] = await Promise.all([getTranslations({ locale, namespace: 'registration' }), windowSchedule(window, locale)])
  if (window.open) return schedule && <p className={styles.window}>{schedule}</p>
  return (
    <div className={styles.closedNotice} id="registration-closed">
      <p>
        <strong>{t('closed')}</strong>
      </p>
      <p>{schedule}</p>
    </div>
  )
}
