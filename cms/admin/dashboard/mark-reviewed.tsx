'use client'

import { Button, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { AdminTranslationKey, AdminTranslations } from '../../admin-translations'

/** Records the monthly review done (POST /cms-api/access-log/review), then shows the card again with it. */
export function MarkReviewed({ action }: { action: string }) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  async function mark() {
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(action, { method: 'POST', credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setMessage(body.message ?? t(response.ok ? 'review:done' : 'review:failed'))
      if (response.ok) router.refresh()
    } catch {
      setMessage(t('review:failed'))
    }
    setBusy(false)
  }

  return (
    <>
      <Button buttonStyle="secondary" size="medium" disabled={busy} onClick={mark}>
        {busy ? t('review:marking') : t('review:mark')}
      </Button>
      <span role="status">{message}</span>
    </>
  )
}
