import { getTranslations } from 'next-intl/server'

import { DetailList, type DetailRow } from '@/components/ui/detail-list'
import type { Locale } from '@/lib/api/types'
import type { StudentApplication } from '@/lib/api/types'
import { APPLICATION_STATES } from '@/lib/registration/options'
import { roundRows } from '@/components/admissions/round-rows'

import styles from './dashboard.module.css'
import { longDate, optionLabel } from './format'

/** The state of the application, and once decided the student number or the reason for rejection. */
export async function ApplicationStatus({ application, locale }: { application: StudentApplication; locale: Locale }) {
  const [t, status] = await Promise.all([getTranslations({ locale, namespace: 'dashboard' }), getTranslations({ locale, namespace: 'applicationStatus' })])
  const rows: DetailRow[] = [
    [t('state'), optionLabel(APPLICATION_STATES, application.state, locale) ?? application.state],
    [t('studentNumber'), application.student_number],
    [t('rejectionReason'), application.rejection_reason],
    [t('submittedAt'), longDate(application.submitted_at, locale)],
    [t('decidedAt'), application.decided_at && longDate(application.decided_at, locale)],
    ...roundRows(status, application, locale),
  ]
  return (
    <section className={`${styles.status} ${styles[application.state]}`} aria-labelledby="application-status">
      <h2 id="application-status" className={styles.sectionTitle}>
        {t('status')}
      </h2>
      <DetailList rows={rows} className={styles.list} />
      {application.state === 'pending' && <p className={styles.note}>{t('pendingNote')}</p>}
    </section>
  )
}
