'use client'

import { Button, toast, useAuth, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useId, useRef, useState } from 'react'
import useSWR from 'swr'

import { passkeyAnswer, readPasskeys, SCRIPT_HEADERS } from '../../lib/auth/passkeys/browser'
import type { PasskeySummary } from '../../lib/auth/passkeys/passkeys'
import { staffDateTime } from '../../lib/format/dates'
import type { AdminTranslationKey, AdminTranslations } from '../admin-translations'
import { useSensitiveRequest } from './ask-again'
import styles from './second-factor.module.css'


/**
 * The passkeys of one's own account, on its page in the admin, where its holder alone manages them: each with when it was added and last
 * used, a button to remove it, and a form to add one (a name, then the device's own check). Adding and removing are
 * sensitive acts: the code is asked for first when the session's is over ten minutes old (cms/admin/ask-again.tsx).
 */
export function Passkeys() {
  const { user } = useAuth()
  const sendProven = useSensitiveRequest()
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const nameInput = useRef<HTMLInputElement>(null)
  const headingId = useId()
  // Only on one's own account's page (not another's, nor a new account's).
  const own = user?.id !== undefined && id !== undefined && String(user.id) === String(id)
  const url = (path = '') => formatAdminURL({ apiRoute: config.routes.api, path: `/${config.admin.user}/passkeys${path}` })
  const { data, mutate } = useSWR(own ? url() : null, readPasskeys)
  const passkeys = data ?? null

  if (!own) return null

  async function add() {
    const name = nameInput.current?.value ?? ''
    setBusy(true)
    setError('')
    try {
      const answer = await passkeyAnswer(url('/options'), 'create')
      if ('failure' in answer) return setError(answer.message ?? t(`passkeys:${answer.failure}`))
      const reply = await sendProven(() => fetch(url(), { method: 'POST', credentials: 'include', headers: SCRIPT_HEADERS, body: JSON.stringify({ response: answer.response, name }) }))
      if (!reply) return
      const body = (await reply.json().catch(() => ({}))) as { message?: string }
      if (!reply.ok) return setError(body.message ?? t('passkeys:refused'))
      toast.success(body.message ?? t('passkeys:added'))
      if (nameInput.current) nameInput.current.value = ''
      await mutate()
    } catch {
      setError(t('passkeys:refused'))
    } finally {
      setBusy(false)
    }
  }

  async function remove(passkey: PasskeySummary) {
    if (!window.confirm(t('passkeys:confirmRemove'))) return
    try {
      const reply = await sendProven(() => fetch(url(`/${encodeURIComponent(passkey.id)}`), { method: 'DELETE', credentials: 'include', headers: SCRIPT_HEADERS }))
      if (!reply) return
      const body = (await reply.json().catch(() => ({}))) as { message?: string }
      if (reply.ok) toast.success(body.message ?? t('passkeys:removed'))
      else toast.error(body.message ?? t('passkeys:refused'))
    } catch {
      toast.error(t('passkeys:refused'))
    }
    await mutate()
  }

  return (
    <section id="passkeys" aria-labelledby={headingId} className={styles.passkeys}>
      <h2 id={headingId}>{t('passkeys:heading')}</h2>
      <p className={styles.hint}>{t('passkeys:intro')}</p>
      {passkeys && passkeys.length === 0 && <p>{t('passkeys:none')}</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className={styles.passkeyList}>
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <strong>{passkey.name}</strong>
              <span className={styles.hint}>
                {t('passkeys:addedOn')} {staffDateTime(passkey.createdAt)} · {t('passkeys:lastUsed')} {passkey.lastUsedAt ? staffDateTime(passkey.lastUsedAt) : t('passkeys:neverUsed')}
              </span>
              <Button buttonStyle="secondary" size="small" aria-label={t('passkeys:removeNamed', { name: passkey.name })} onClick={() => void remove(passkey)}>
                {t('passkeys:remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {/* Not a <form>: this sits inside the account page's own form, and a form in a form is no form. */}
      <div className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={`${headingId}-name`}>{t('passkeys:name')}</label>
          <input
            ref={nameInput}
            id={`${headingId}-name`}
            type="text"
            maxLength={60}
            autoComplete="off"
            aria-describedby={`${headingId}-hint ${headingId}-error`}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              if (!busy) void add()
            }}
          />
          <p id={`${headingId}-hint`} className={styles.hint}>
            {t('passkeys:nameHint')}
          </p>
          <p id={`${headingId}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        </div>
        <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => void add()}>
          {busy ? t('passkeys:adding') : t('passkeys:add')}
        </Button>
      </div>
    </section>
  )
}
