'use client'

import { Button, useTranslation } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import type { AdminTranslationKey, AdminTranslations } from '../../admin-translations'
import { useSensitiveRequest } from '../ask-again'
import styles from './sign-in.module.css'

/** askedAgain: the account has a second factor, so the change takes a code from the last ten minutes. */
type Props = { action: string; done: string; email: string; required: boolean; askedAgain: boolean }

/**
 * The current password and a new one, twice; the server checks the current one and the staff rule and answers its
 * message. Then on to the admin (or the next required step).
 */
export function PasswordChange({ action, done, email, required, askedAgain }: Props) {
  const sendProven = useSensitiveRequest()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = String(form.get('password') ?? '')
    const currentPassword = String(form.get('currentPassword') ?? '')
    if (password !== String(form.get('repeat') ?? '')) {
      setError(t('password:mismatch'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      const send = () =>
        fetch(action, {
          method: 'POST',
          credentials: 'include',
          headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
          body: JSON.stringify({ currentPassword, password }),
        })
      const response = askedAgain ? await sendProven(send) : await send()
      if (!response) return setBusy(false)
      if (response.ok) {
        window.location.assign(done)
        return
      }
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setError(body.message ?? t('password:failed'))
    } catch {
      setError(t('password:failed'))
    }
    setBusy(false)
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby="password-change-heading">
      <h1 id="password-change-heading">{t('password:heading')}</h1>
      {required && <p>{t('password:mustChange', { email })}</p>}
      <div className={styles.field}>
        <label htmlFor="current-password">{t('password:currentPassword')}</label>
        <input id="current-password" name="currentPassword" type="password" autoComplete="current-password" required maxLength={128} />
      </div>
      <div className={styles.field}>
        <label htmlFor="new-password">{t('password:newPassword')}</label>
        <input id="new-password" name="password" type="password" autoComplete="new-password" required maxLength={128} aria-describedby="new-password-rule" />
        <p id="new-password-rule" className={styles.hint}>
          {t('password:rule')}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="new-password-repeat">{t('password:repeat')}</label>
        <input id="new-password-repeat" name="repeat" type="password" autoComplete="new-password" required maxLength={128} />
      </div>
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <Button type="submit" size="large" disabled={busy}>
        {busy ? t('password:submitting') : t('password:submit')}
      </Button>
    </form>
  )
}
