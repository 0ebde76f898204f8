'use client'

import { Button, toast, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

import type { AdminTranslationKey, AdminTranslations } from '../../../admin-translations'
import styles from './admin.module.css'

/**
 * Start review, Approve and Reject on a pending application's edit view. They call the staff-only
 * endpoints of cms/collections/applications/endpoints.ts; a decision is made inside one transaction
 * and mailed to the applicant.
 */
export function ApplicationDecision() {
  const { id, collectionSlug } = useDocumentInfo()
  const state = useFormFields(([fields]) => fields.state?.value)
  const reviewStarted = useFormFields(([fields]) => Boolean(fields.reviewStartedAt?.value))
  const { config } = useConfig()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const reasonId = useId()

  if (!id || state !== 'pending') return null

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
      toast.success(body.message ?? '')
      // The whole form reloads, so that state, review start, student number and reason show what was stored.
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.decision} aria-label={t('applications:decisionHeading')}>
      <h3 className={styles.heading}>{t('applications:decisionHeading')}</h3>
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
          <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => window.confirm(t('applications:confirmApprove')) && decide('approve')}>
            {t('applications:approve')}
          </Button>
          <Button buttonStyle="error" size="small" disabled={busy} onClick={() => setRejecting(true)}>
            {t('applications:reject')}
          </Button>
        </div>
      )}
    </section>
  )
}
