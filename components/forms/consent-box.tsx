import type { ReactNode } from 'react'

import { errorId, FieldError } from './field'
import styles from './forms.module.css'

type Props = {
  id: string
  label: string
  /** The notice staff wrote (plain text; its line breaks kept). */
  notice: string
  noticeLabel: string
  error?: string
  /** Shown under the notice: the legal basis of the resident number. */
  extra?: ReactNode
  /** The checkbox, given the ids it must carry. */
  children: (control: { id: string; 'aria-describedby': string; 'aria-invalid'?: true }) => ReactNode
}

/**
 * One consent (PIPA Art. 15, 22): its own notice (purpose, items, retention, the right to refuse and what
 * refusing means) above an unticked box, and the server's refusal under it.
 */
export function ConsentBox({ id, label, notice, noticeLabel, error, extra, children }: Props) {
  const noticeId = `${id}-notice`
  return (
    <div className={styles.consent}>
      <div id={noticeId} className={styles.consentNotice} role="region" aria-label={noticeLabel} tabIndex={0}>
        {notice}
        {extra}
      </div>
      <label className={styles.consentLabel}>
        {children({ id, 'aria-describedby': [noticeId, error && errorId(id)].filter(Boolean).join(' '), ...(error && { 'aria-invalid': true as const }) })}
        <span>{label}</span>
      </label>
      <FieldError id={errorId(id)} text={error} />
    </div>
  )
}
