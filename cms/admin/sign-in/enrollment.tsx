'use client'

import { Button, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import type { AdminTranslationKey, AdminTranslations } from '../../admin-translations'
import { RecoveryCodeActions } from './recovery-code-actions'
import styles from './sign-in.module.css'

type Setup = { secret: string; qr: string }
type Props = { apiBase: string; done: string; enrolled: boolean; email: string }

const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }

/** The secret in groups of four, as authenticator apps let one type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * Setting up two-step sign-in: the QR code and the secret as text, the first code to confirm, then
 * the ten recovery codes, shown this once.
 */
export function Enrollment({ apiBase, done, enrolled, email }: Props) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [busy, setBusy] = useState(false)
  const asked = useRef(false)

  useEffect(() => {
    if (enrolled || asked.current) return
    asked.current = true
    void fetch(`${apiBase}/setup`, { method: 'POST', credentials: 'include', headers: XHR })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as Partial<Setup> & { message?: string }
        if (response.ok && body.secret && body.qr) setSetup({ secret: body.secret, qr: body.qr })
        else setError(body.message ?? t('secondFactor:failed'))
      })
      .catch(() => setError(t('secondFactor:failed')))
  }, [apiBase, enrolled, t])

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = new FormData(event.currentTarget).get('code')
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`${apiBase}/confirm`, { method: 'POST', credentials: 'include', headers: XHR, body: JSON.stringify({ code }) })
      const body = (await response.json().catch(() => ({}))) as { recoveryCodes?: string[]; message?: string }
      if (response.ok && body.recoveryCodes) setRecoveryCodes(body.recoveryCodes)
      else setError(body.message ?? t('secondFactor:failed'))
    } catch {
      setError(t('secondFactor:failed'))
    }
    setBusy(false)
  }

  if (enrolled && !recoveryCodes) {
    return (
      <section className={styles.form} aria-labelledby="enrollment-heading">
        <h1 id="enrollment-heading">{t('secondFactor:heading')}</h1>
        <p>{t('secondFactor:alreadyEnrolled')}</p>
        <a href={done}>{t('secondFactor:continue')}</a>
      </section>
    )
  }

  if (recoveryCodes) {
    return (
      <section className={styles.form} aria-labelledby="enrollment-heading">
        <h1 id="enrollment-heading">{t('secondFactor:recoveryHeading')}</h1>
        <p>{t('secondFactor:recoveryIntro')}</p>
        <ol className={styles.codes} aria-label={t('secondFactor:recoveryHeading')}>
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <RecoveryCodeActions codes={recoveryCodes} />
        <Button el="anchor" url={done} size="large">
          {t('secondFactor:recoverySaved')}
        </Button>
      </section>
    )
  }

  return (
    <section className={styles.form} aria-labelledby="enrollment-heading">
      <h1 id="enrollment-heading">{t('secondFactor:heading')}</h1>
      <p>{t('secondFactor:intro', { email })}</p>
      {setup && (
        <>
          {/* The QR code is an SVG the server made from the otpauth address, as a data: address: next/image has nothing to do with it. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr)}`} alt={t('secondFactor:qrAlt')} width={200} height={200} />
          <p>
            {t('secondFactor:secretIntro')} <code data-secret={setup.secret} className={styles.secret}>{grouped(setup.secret)}</code>
          </p>
          <form className={styles.form} onSubmit={confirm}>
            <div className={styles.field}>
              <label htmlFor="enrollment-code">{t('secondFactor:firstCode')}</label>
              <input id="enrollment-code" name="code" type="text" autoComplete="one-time-code" inputMode="numeric" pattern="[0-9 ]{6,7}" maxLength={7} required />
            </div>
            <Button type="submit" size="large" disabled={busy}>
              {t('secondFactor:confirm')}
            </Button>
          </form>
        </>
      )}
      <p role="alert" className={styles.error}>
        {error}
      </p>
    </section>
  )
}
