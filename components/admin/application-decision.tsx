'use client'

import { Button, toast, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

import styles from './admin.module.css'

const TEXTS = {
  ko: {
    heading: '승인 처리',
    approve: '승인',
    reject: '거절',
    confirmApprove: '이 지원서를 승인하고 학번을 부여할까요?',
    reason: '거절 사유 (지원자에게 이메일로 전달됩니다)',
    confirmReject: '거절 확정',
    cancel: '취소',
    failed: '처리하지 못했습니다.',
  },
  en: {
    heading: 'Decision',
    approve: 'Approve',
    reject: 'Reject',
    confirmApprove: 'Approve this application and assign a student number?',
    reason: 'Reason for rejection (sent to the applicant by e-mail)',
    confirmReject: 'Confirm rejection',
    cancel: 'Cancel',
    failed: 'That did not work.',
  },
}

/**
 * Approve and Reject on a pending application's edit view. Both call the admin-only endpoints of
 * cms/collections/applications/endpoints.ts, which decide inside one transaction and mail the applicant.
 */
export function ApplicationDecision() {
  const { id, collectionSlug } = useDocumentInfo()
  const state = useFormFields(([fields]) => fields.state?.value)
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const text = TEXTS[i18n.language === 'en' ? 'en' : 'ko']
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const reasonId = useId()

  if (!id || state !== 'pending') return null

  async function decide(action: 'approve' | 'reject') {
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
        toast.error(body.message ?? text.failed)
        return
      }
      toast.success(body.message ?? '')
      // The whole form reloads, so that state, student number and reason show what was stored.
      window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.decision} aria-label={text.heading}>
      <h3 className={styles.heading}>{text.heading}</h3>
      {rejecting ? (
        <>
          <label htmlFor={reasonId} className={styles.label}>
            {text.reason}
          </label>
          <textarea id={reasonId} className={styles.reason} rows={4} maxLength={2000} required value={reason} onChange={(event) => setReason(event.target.value)} />
          <div className={styles.actions}>
            <Button buttonStyle="error" size="small" disabled={busy || reason.trim() === ''} onClick={() => decide('reject')}>
              {text.confirmReject}
            </Button>
            <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => setRejecting(false)}>
              {text.cancel}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => window.confirm(text.confirmApprove) && decide('approve')}>
            {text.approve}
          </Button>
          <Button buttonStyle="error" size="small" disabled={busy} onClick={() => setRejecting(true)}>
            {text.reject}
          </Button>
        </div>
      )}
    </section>
  )
}
