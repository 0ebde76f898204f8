import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/api/types'
import { seminarCalendarPath } from '@/lib/calendar/paths'

import styles from './calendar.module.css'

/** "캘린더에 추가": the seminar's own .ics file, which a phone opens in its calendar app. */
export async function SeminarCalendarLink({ locale, id, title }: { locale: Locale; id: number; title: string }) {
  const t = await getTranslations({ locale, namespace: 'calendar' })
  return (
    <p className={styles.seminarLink}>
      <a href={seminarCalendarPath(id)} type="text/calendar" aria-label={t('addToCalendarLabel', { title })}>
        {t('addToCalendar')}
      </a>
    </p>
  )
}
