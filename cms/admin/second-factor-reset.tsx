'use client'

import { Button, toast, useAuth, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { useState } from 'react'

import { SCRIPT_HEADERS } from '../../lib/auth/passkeys/browser'
import { staffMay } from '../access/roles'
import type { AdminTranslationKey, AdminTranslations } from '../admin-translations'
import { useSensitiveRequest } from './ask-again'
import styles from './second-factor.module.css'

/**
 * 2단계 인증 초기화 on a colleague's account page (a lost phone without its recovery codes), for the roles that change
 * accounts: `POST /cms-api/users/{id}/second-factor/reset`. One's own code is asked for again first, when it is
 * over ten minutes old (cms/admin/ask-again.tsx); the server ends the colleague's sessions and writes the rights record.
 */
export function SecondFactorReset() {
  const { user } = useAuth()
  const sendProven = useSensitiveRequest()
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const enrolled = useFormFields(([fields]) => Boolean(fields.twoFactorSince?.value))
  const [busy, setBusy] = useState(false)
  // Gone at once when done: the sidebar's date follows with the page's next render.
  const [done, setDone] = useState(false)
  const colleague = id !== undefined && user?.id !== undefined && String(user.id) !== String(id)
  if (!colleague || !enrolled || done || !staffMay(user as PayloadRequest['user'], 'users', 'update')) return null

  async function reset() {
    if (!window.confirm(t('secondFactor:confirmReset'))) return
    setBusy(true)
    try {
      const path = `/${config.admin.user}/${encodeURIComponent(String(id))}/second-factor/reset` as const
      const reply = await sendProven(() => fetch(formatAdminURL({ apiRoute: config.routes.api, path }), { method: 'POST', credentials: 'include', headers: SCRIPT_HEADERS }))
      if (!reply) return
      const body = (await reply.json().catch(() => ({}))) as { message?: string }
      if (!reply.ok) return void toast.error(body.message ?? t('secondFactor:failed'))
      toast.success(body.message ?? t('secondFactor:resetDone'))
      setDone(true)
      router.refresh()
    } catch {
      toast.error(t('secondFactor:failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.reset}>
      <p className={styles.hint}>{t('secondFactor:resetHint')}</p>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void reset()}>
        {t('secondFactor:reset')}
      </Button>
    </div>
  )
}
