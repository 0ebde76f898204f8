import { Button } from '@payloadcms/ui'
import type { BeforeListTableServerProps } from 'payload'

import { staffMay } from '../../../access/roles'
import { adminT } from '../../../admin-translations'
import styles from './admin.module.css'

/**
 * Above the applications list: one interview day's 수험표 as one PDF (GET /cms-api/applications/exam-tickets). A plain
 * form: the browser sends the day and opens the PDF itself, with the staff member's session.
 */
export function ExamTicketsForm({ i18n, user }: BeforeListTableServerProps) {
  if (!staffMay(user ?? null, 'applications', 'read')) return null
  const t = adminT(i18n.t)
  return (
    <form className={styles.examTickets} method="get" action="/cms-api/applications/exam-tickets" aria-labelledby="exam-tickets-heading">
      <h2 id="exam-tickets-heading" className={styles.heading}>
        {t('examTickets:heading')}
      </h2>
      <p>{t('examTickets:intro')}</p>
      <label htmlFor="exam-tickets-day">{t('examTickets:day')}</label>{' '}
      <input id="exam-tickets-day" name="day" type="date" required />{' '}
      <Button type="submit" buttonStyle="secondary" size="small">
        {t('examTickets:open')}
      </Button>
    </form>
  )
}
