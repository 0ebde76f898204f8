'use client'

import { Button, toast, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import type { AdminTranslationKey, AdminTranslations } from '../../../admin-translations'
import { postAction } from '../../shared/post-action'
import styles from './admin.module.css'

/**
 * Enrolment of an admitted applicant (합격) in the application's sidebar: where their answer stands and, once they
 * confirmed, 입금 확인 (POST /cms-api/applications/{id}/payment), which activates the account and gives the 학번.
 */
export function EnrolmentActions() {
  const { id, collectionSlug } = useDocumentInfo()
  const result = useFormFields(([fields]) => fields.result?.value)
  const stored = useFormFields(([fields]) => fields.enrolment?.value as string | undefined)
  const { config } = useConfig()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [paid, setPaid] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id || result !== 'pass') return null
  const enrolment = paid ? 'paid' : (stored ?? 'none')

  async function confirmPayment() {
    if (!window.confirm(t('enrolment:askConfirmPayment'))) return
    setBusy(true)
    try {
      const { ok, message } = await postAction(`${config.serverURL}${config.routes.api}/${collectionSlug}/${id}/payment`, {})
      if (!ok) return void toast.error(message ?? t('applications:failed'))
      setPaid(message ?? t('enrolment:paid'))
      toast.success(message ?? t('enrolment:paid'))
    } finally {
      setBusy(false)
    }
  }

  const states = { none: 'enrolment:none', confirmed: 'enrolment:confirmed', declined: 'enrolment:declined', paid: 'enrolment:paid' } as const
  return (
    <section className={styles.decision} aria-label={t('enrolment:heading')}>
      <h3 className={styles.heading}>{t('enrolment:heading')}</h3>
      <p role="status">{paid ?? t(states[enrolment as keyof typeof states] ?? 'enrolment:none')}</p>
      {enrolment === 'confirmed' && (
        <div className={styles.actions}>
          <Button buttonStyle="primary" size="small" disabled={busy} onClick={confirmPayment}>
            {t('enrolment:confirmPayment')}
          </Button>
        </div>
      )}
    </section>
  )
}
