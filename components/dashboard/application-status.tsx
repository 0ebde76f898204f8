import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/api/types'
import type { StudentApplication } from '@/lib/api/types'
import { APPLICATION_STATES } from '@/lib/registration/options'

import styles from './dashboard.module.css'
import { longDate, optionLabel } from './format'

/** The state of the application, and once decided the student number or the reason for rejection. */
export async function ApplicationStatus({ application, locale }: { application: StudentApplication; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'dashboard' })
  const rows: [string, string][] = [
    [t('state'), optionLabel(APPLICATION_STATES, application.state, locale) ?? application.state],
    ...(application.student_number ? ([[t('studentNumber'), application.student_number]] as [string, string][]) : []),
    ...(application.rejection_reason ? ([[t('rejectionReason'), application.rejection_reason]] as [string, string][]) : []),
    [t('submittedAt'), longDate(application.submitted_at, locale)],
    ...(application.decided_at ? ([[t('decidedAt'), longDate(application.decided_at, locale)]] as [string, string][]) : []),
  ]
  return (
    <section className={`${styles.status} ${styles[application.state]}`} aria-labelledby="application-status">
      <h2 id="application-status" className={styles.sectionTitle}>
        {t('status')}
      </h2>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {application.state === 'pending' && <p className={styles.note}>{t('pendingNote')}</p>}
    </section>
  )
}
