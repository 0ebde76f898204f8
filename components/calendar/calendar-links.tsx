import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/api/types'
import { ACADEMIC_CALENDAR_PATH, webcalUrl } from '@/lib/calendar/paths'
import { siteOrigin } from '@/lib/seo/metadata'

import styles from './calendar.module.css'

/** The subscription (webcal://, which phones open in their calendar) and the same file over https for any other calendar. */
export async function CalendarLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'calendar' })
  const httpsUrl = siteOrigin() + ACADEMIC_CALENDAR_PATH
  return (
    <div className={styles.links}>
      <a href={webcalUrl(httpsUrl)} className={styles.subscribe}>
        {t('subscribe')}
      </a>
      <a href={httpsUrl} className={styles.download} type="text/calendar">
        {t('download')}
      </a>
      <p className={styles.help}>{t('subscribeHelp')}</p>
    </div>
  )
}
