import { useLocale, useTranslations } from 'next-intl'

import { longDate } from '@/components/dashboard/format'
import { Link } from '@/i18n/navigation'
import type { ApplicationStatus, Locale } from '@/lib/api/types'

import styles from './status.module.css'

/** Where an application stands, in plain words, with the files the applicant sent. */
export function StatusResult({ status }: { status: ApplicationStatus }) {
  const t = useTranslations('applicationStatus')
  const locale = useLocale() as Locale
  const rows: [string, string][] = [
    [t('reference'), status.reference ?? '—'],
    [t('state'), t(`states.${status.status}`)],
    ...(status.student_number ? ([[t('studentNumber'), status.student_number]] as [string, string][]) : []),
    ...(status.reason ? ([[t('reason'), status.reason]] as [string, string][]) : []),
    [t('submittedAt'), longDate(status.submitted_at, locale)],
  ]
  return (
    <section className={`${styles.result} ${styles[status.status]}`} aria-labelledby="status-result" aria-live="polite">
      <h2 id="status-result" className={styles.resultHeading}>
        {t('resultHeading')}
      </h2>
      <p>{t(`explain.${status.status}`)}</p>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.filesHeading}>{t('documents')}</h3>
      {status.documents.length > 0 ? (
        <ul className={styles.files}>
          {status.documents.map((file) => (
            <li key={file.url}>
              <a href={file.url} download={file.name}>
                {t('download', { file: file.name })}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noDocuments')}</p>
      )}
      {status.status === 'approved' && <Link href="/login">{t('signIn')}</Link>}
    </section>
  )
}
