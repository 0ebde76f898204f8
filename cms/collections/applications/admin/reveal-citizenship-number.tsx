'use client'

import { Button, toast, useConfig, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { useSensitiveRequest } from '../../../admin/ask-again'
import type { AdminTranslationKey, AdminTranslations } from '../../../admin-translations'
import styles from './admin.module.css'

/**
 * Asks the staff-only endpoint for the whole number when the admin clicks "보기" (the code first, when the session's is
 * over ten minutes old), and hides it again on "숨기기".
 */
export function RevealCitizenshipNumber({ applicationId }: { applicationId: string }) {
  const { config } = useConfig()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [number, setNumber] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const sendProven = useSensitiveRequest()

  async function reveal() {
    setBusy(true)
    try {
      const response = await sendProven(() =>
        fetch(`${config.serverURL}${config.routes.api}/applications/${applicationId}/citizenship-number`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        }),
      )
      if (!response) return
      const body = (await response.json().catch(() => ({}))) as { number?: string; message?: string }
      if (response.ok && body.number) setNumber(body.number)
      else toast.error(body.message ?? t('applications:failed'))
    } finally {
      setBusy(false)
    }
  }

  return number ? (
    <div className={styles.actions}>
      <output className={styles.number} aria-label={t('applications:citizenshipNumberFull')}>
        {number}
      </output>
      <Button buttonStyle="secondary" size="small" onClick={() => setNumber(null)}>
        {t('applications:hide')}
      </Button>
    </div>
  ) : (
    <div className={styles.actions}>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={reveal}>
        {t('applications:show')}
      </Button>
    </div>
  )
}
