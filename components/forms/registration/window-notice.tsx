import { getTranslations } from 'next-intl/server'

import type { Locale, RegistrationOpen } from '@/lib/api/types'
import { SCHOOL_TIME_ZONE } from '@/lib/format/dates'

import styles from './registration.module.css'

const formatDay = (raw: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: SCHOOL_TIME_ZONE }).format(new Date(raw))

/** Whether applications are open: the closing date, or why the form below is disabled and when the next window opens. */
export async function WindowNotice({ window, locale }: { window: RegistrationOpen; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'registration' })
  if (window.open) {
    return window.ends_at ? <p className={styles.window}>{t('openUntil', { end: formatDay(window.ends_at, locale) })}</p> : null
  }
  return (
    <div className={styles.closedNotice} id="registration-closed">
      <p>
        <strong>{t('closed')}</strong>
      </p>
      <p>
        {window.starts_at && window.ends_at
          ? t('nextWindow', { start: formatDay(window.starts_at, locale), end: formatDay(window.ends_at, locale) })
          : t('noWindow')}
      </p>
    </div>
  )
}
