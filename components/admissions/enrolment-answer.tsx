'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import formStyles from '@/components/forms/forms.module.css'

import styles from './status.module.css'

/** What answering tells: null when it was saved, else the server's message (or a general one). */
export type AnswerEnrolment = (answer: 'confirm' | 'decline') => Promise<string | null>

/** The admitted applicant's two buttons, 등록 확정 and 등록 포기 (asked again: a decline cannot be taken back). */
export function EnrolmentAnswer({ onAnswer }: { onAnswer: AnswerEnrolment }) {
  const t = useTranslations('applicationStatus.enrolment')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function answer(choice: 'confirm' | 'decline') {
    if (choice === 'decline' && !window.confirm(t('askDecline'))) return
    setBusy(true)
    try {
      setProblem(await onAnswer(choice))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.enrolmentActions}>
      <button type="button" className={formStyles.button} disabled={busy} onClick={() => answer('confirm')}>
        {t('confirm')}
      </button>
      <button type="button" className={formStyles.button} disabled={busy} onClick={() => answer('decline')}>
        {t('decline')}
      </button>
      {problem && (
        <p role="alert" className={formStyles.error}>
          {problem}
        </p>
      )}
    </div>
  )
}
