'use client'

import { Button, Link, useTranslation } from '@payloadcms/ui'
import { useRef, useState, type FormEvent } from 'react'

import type { AdminTranslationKey, AdminTranslations } from '../../admin-translations'
import styles from './sign-in.module.css'

type Refusal = { errors?: { message?: string; data?: { secondFactor?: string } }[] }

/** E-mail, password and the authenticator's code, sent to Payload's own login (`totp` beside the two). */
export function SignInForm({ action, forgotHref, redirectTo, notice }: { action: string; forgotHref: string; redirectTo: string; notice?: string }) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const codeInput = useRef<HTMLInputElement>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const code = String(form.get('totp') ?? '').trim()
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(action, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password'), ...(code ? { totp: code } : {}) }),
      })
      if (response.ok) {
        window.location.assign(redirectTo)
        return
      }
      const body = (await response.json().catch(() => ({}))) as Refusal
      const refusal = body.errors?.[0]
      setError(refusal?.message || t('signIn:failed'))
      if (refusal?.data?.secondFactor) {
        if (codeInput.current) codeInput.current.value = ''
        codeInput.current?.focus()
      }
    } catch {
      setError(t('signIn:failed'))
    }
    setBusy(false)
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="sign-in-email">{t('general:email')}</label>
        <input id="sign-in-email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="sign-in-password">{t('general:password')}</label>
        <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="sign-in-code">{t('signIn:code')}</label>
        <input
          ref={codeInput}
          id="sign-in-code"
          name="totp"
          type="text"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 \-]{6,14}"
          maxLength={14}
          aria-describedby="sign-in-code-hint"
        />
        <p id="sign-in-code-hint" className={styles.hint}>
          {t('signIn:codeHint')}
        </p>
      </div>
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <Link href={forgotHref} prefetch={false}>
        {t('signIn:forgot')}
      </Link>
      <Button type="submit" size="large" disabled={busy}>
        {busy ? t('signIn:submitting') : t('signIn:submit')}
      </Button>
    </form>
  )
}
