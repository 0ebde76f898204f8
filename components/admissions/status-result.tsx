import { useLocale, useTranslations } from 'next-intl'

import { longDate } from '@/components/dashboard/format'
import { DetailList, type DetailRow } from '@/components/ui/detail-list'
import { Link } from '@/i18n/navigation'
import type { ApplicationStatus, EnrolmentFacts, Locale } from '@/lib/api/types'
import { deadlineDateTime } from '@/lib/format/dates'

import { EnrolmentAnswer, type AnswerEnrolment } from './enrolment-answer'
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

/**
 * An admitted applicant's enrolment: where it stands, the period, the round's tuition notice and, while they may
 * answer and the page can send it (the lookup, not the staff's preview), the two buttons.
 */
function Enrolment({ enrolment, onAnswer }: { enrolment: EnrolmentFacts; onAnswer?: AnswerEnrolment }) {
  const t = useTranslations('applicationStatus.enrolment')
  const locale = useLocale() as Locale
  const { amount, account, notice } = enrolment.tuition
  const rows: DetailRow[] = [
    [t('state'), t(`states.${enrolment.state}`)],
    [t('period'), t('periodValue', { from: deadlineDateTime(enrolment.opens_at, locale), until: deadlineDateTime(enrolment.closes_at, locale) })],
    [t('tuitionAmount'), amount === null ? null : new Intl.NumberFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { style: 'currency', currency: 'KRW' }).format(amount)],
    [t('tuitionAccount'), account],
  ]
  return (
    <section className={styles.enrolment} aria-labelledby="status-enrolment">
      <h3 id="status-enrolment" className={styles.filesHeading}>
        {t('heading')}
      </h3>
      {enrolment.state === 'none' && <p>{t('explain')}</p>}
      <DetailList rows={rows} className={styles.list} />
      {notice && <p className={styles.notice}>{notice}</p>}
      {enrolment.can_answer && onAnswer && <EnrolmentAnswer onAnswer={onAnswer} />}
    </section>
  )
}

/** Where an application stands, in plain words, with the files the applicant sent; `onAnswer` sends an enrolment answer. */
export function StatusResult({ status, onAnswer }: { status: ApplicationStatus; onAnswer?: AnswerEnrolment }) {
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
      {status.enrolment && <Enrolment enrolment={status.enrolment} onAnswer={onAnswer} />}
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
