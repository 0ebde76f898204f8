'use client'

import { Button, Link, useTranslation } from '@payloadcms/ui'
import { useRef, useState, type FormEvent } from 'react'

import type { AdminTranslationKey, AdminTranslations } from '../../admin-translations'
import { passkeyAnswer } from '../../../lib/auth/passkeys/browser'
import styles from './sign-in.module.css'

type Refusal = { errors?: { message?: string; data?: { secondFactor?: string } }[] }

/** E-mail, password and the authenticator's code, sent to Payload's own login (`totp` beside the two). */
export function SignInForm({ action, forgotHref, redirectTo, notice }: { action: string; forgotHref: string; redirectTo: string; notice?: string }) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const codeInput = useRef<HTMLInputElement>(null)
  const formElement = useRef<HTMLFormElement>(null)

  /** Sends the sign-in: e-mail and password, with the code (`totp`) or a passkey's signature (`passkey`). */
  async function signIn(body: Record<string, unknown>) {
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(action, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      if (response.ok) {
        window.location.assign(redirectTo)
        return
      }
      const refusal = ((await response.json().catch(() => ({}))) as Refusal).errors?.[0]
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const code = String(form.get('totp') ?? '').trim()
    void signIn({ email: form.get('email'), password: form.get('password'), ...(code ? { totp: code } : {}) })
  }

  /** "패스키로 인증": the device signs the server's challenge for this e-mail's passkeys, sent instead of the code. */
  async function withPasskey() {
    const form = formElement.current ? new FormData(formElement.current) : null
    const [email, password] = [String(form?.get('email') ?? ''), String(form?.get('password') ?? '')]
    if (!email || !password) return setError(t('passkeys:needsPassword'))
    setError(null)
    setBusy(true)
    const answer = await passkeyAnswer(action.replace(/\/login$/, '/passkeys/sign-in-options'), 'get', { email }).catch(() => ({ failure: 'refused' as const }))
    if ('failure' in answer) {
      setBusy(false)
      return setError(('message' in answer && answer.message) || t(`passkeys:${answer.failure}`))
    }
    await signIn({ email, password, passkey: answer.response })
  }

  return (
    <form ref={formElement} className={styles.form} onSubmit={onSubmit}>
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
      <Button buttonStyle="secondary" size="large" disabled={busy} onClick={() => void withPasskey()}>
        {t('passkeys:useInstead')}
      </Button>
    </form>
  )
}
