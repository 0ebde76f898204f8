import { useLocale, useTranslations } from 'next-intl'

import { longDate } from '@/components/dashboard/format'
import { DetailList, type DetailRow } from '@/components/ui/detail-list'
import { Link } from '@/i18n/navigation'
import type { ApplicationStatus, Locale } from '@/lib/api/types'

import { roundRows } from './round-rows'
import styles from './status.module.css'

/** The 수험표 to print once the interview is set; before, when it will be. */
function ExamTicketLink({ status }: { status: ApplicationStatus }) {
  const t = useTranslations('applicationStatus')
  if (status.interview) {
    return (
      <p>
        <a href={status.interview.ticket_url} className={styles.ticket}>
          {t('examTicket')}
        </a>
      </p>
    )
  }
  return <p>{status.interview_days.length > 0 ? t('examTicketLaterDays', { days: status.interview_days.join(', ') }) : t('examTicketLater')}</p>
}

/** Where an application stands, in plain words, with the files the applicant sent. */
export function StatusResult({ status }: { status: ApplicationStatus }) {
  const t = useTranslations('applicationStatus')
  const locale = useLocale() as Locale
  const rows: DetailRow[] = [
    [t('reference'), status.reference ?? '—'],
    [t('state'), t(`states.${status.status}`)],
    [t('studentNumber'), status.student_number],
    [t('reason'), status.reason],
    [t('submittedAt'), longDate(status.submitted_at, locale)],
    ...roundRows(t, status, locale),
  ]
  return (
    <section className={`${styles.result} ${styles[status.status]}`} aria-labelledby="status-result" aria-live="polite">
      <h2 id="status-result" className={styles.resultHeading} tabIndex={-1}>
        {t('resultHeading')}
      </h2>
      <p>{t(`explain.${status.status}`)}</p>
      <DetailList rows={rows} className={styles.list} />
      {status.exam_number && <ExamTicketLink status={status} />}
      <h3 className={styles.filesHeading}>{t('documents')}</h3>
      {status.documents.length > 0 ? (
        <ul className={styles.files}>
          {status.documents.map((file) => (
            <li key={file.url}>
              {file.title}:{' '}
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
