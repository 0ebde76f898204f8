'use client'

import { Button, toast, useConfig, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import type { AdminTranslationKey, AdminTranslations } from '../../admin-translations'

/** The destruction register's "run now" button (POST …/destruction-register/run); the list shows the new line after it. */
export function RunDestructionNow() {
  const { config } = useConfig()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [busy, setBusy] = useState(false)

  async function run() {
    if (!window.confirm(t('retention:confirmRun'))) return
    setBusy(true)
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/destruction-register/run`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (response.ok) toast.success(body.message ?? '')
      else toast.error(body.message ?? t('retention:failed'))
      if (response.ok) window.location.reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem', marginBottom: '1rem', flexWrap: 'wrap' }}>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={run}>
        {t('retention:runNow')}
      </Button>
      <p style={{ margin: 0 }}>{t('retention:explain')}</p>
    </div>
  )
}
