'use client'

import { Button, toast, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'

import type { AdminTranslationKey, AdminTranslations } from '../../../admin-translations'
import styles from './admin.module.css'

/**
 * The outcome of a decision, told after the reload that shows it, in the decision's place: a toast shown just before a
 * reload is lost with the page, and one shown as the page mounts comes before Payload's toaster listens.
 */
const outcomeKey = (id: number | string | undefined) => `application-decision-outcome-${id}`
const noChanges = () => () => {}

/**
 * Start review, Approve (for an application without a round) and Reject on a pending application's edit view. They call the staff-only
 * endpoints of cms/collections/applications/endpoints.ts; a decision is made inside one transaction
 * and mailed to the applicant.
 */
export function ApplicationDecision() {
  const { id, collectionSlug } = useDocumentInfo()
  const state = useFormFields(([fields]) => fields.state?.value)
  const reviewStarted = useFormFields(([fields]) => Boolean(fields.reviewStartedAt?.value))
  // An application of a round becomes a student's at 입금 확인 (./enrolment-actions.tsx), not here.
  const inRound = useFormFields(([fields]) => Boolean(fields.round?.value))
  const { config } = useConfig()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const reasonId = useId()

  // Read after hydration (the server knows nothing of it), and forgotten once the document is left.
  const outcome = useSyncExternalStore(noChanges, () => sessionStorage.getItem(outcomeKey(id)), () => null)
  useEffect(() => () => sessionStorage.removeItem(outcomeKey(id)), [id])

  const told = outcome && (
    <p className={styles.outcome} role="status">
      {outcome}
    </p>
  )
  if (!id || state !== 'pending') return told || null

  async function decide(action: 'review' | 'approve' | 'reject') {
    setBusy(true)
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/${collectionSlug}/${id}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(action === 'reject' ? { reason } : {}),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        toast.error(body.message ?? t('applications:failed'))
        return
      }
      // The whole form reloads, so that state, review start, student number and reason show what was stored; the
      // server's message (승인했습니다. 학번: …) is told once it has.
      if (body.message) sessionStorage.setItem(outcomeKey(id), body.message)
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.decision} aria-label={t('applications:decisionHeading')}>
      <h3 className={styles.heading}>{t('applications:decisionHeading')}</h3>
      {told}
      {rejecting ? (
        <>
          <label htmlFor={reasonId} className={styles.label}>
            {t('applications:reason')}
          </label>
          <textarea id={reasonId} className={styles.reason} rows={4} maxLength={2000} required value={reason} onChange={(event) => setReason(event.target.value)} />
          <div className={styles.actions}>
            <Button buttonStyle="error" size="small" disabled={busy || reason.trim() === ''} onClick={() => decide('reject')}>
              {t('applications:confirmReject')}
            </Button>
            <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => setRejecting(false)}>
              {t('applications:cancel')}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          {!reviewStarted && (
            <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => decide('review')}>
              {t('applications:startReview')}
            </Button>
          )}
          {!inRound && (
            <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => window.confirm(t('applications:confirmApprove')) && decide('approve')}>
              {t('applications:approve')}
            </Button>
          )}
          <Button buttonStyle="error" size="small" disabled={busy} onClick={() => setRejecting(true)}>
            {t('applications:reject')}
          </Button>
        </div>
      )}
    </section>
  )
}
