'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { Field } from '@/components/forms/field'
import styles from '@/components/forms/forms.module.css'
import { ScriptedForm } from '@/components/forms/scripted-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/api/client'
import { readFailure, type Failure } from '@/lib/forms/failure'

/** The new password, twice; the token comes from the link in the mail (`?token=`). */
export function ResetPasswordForm() {
  const t = useTranslations('passwordReset')
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [mismatch, setMismatch] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setFailure(null)
    setMismatch(form.get('password') !== form.get('confirm'))
    if (form.get('password') !== form.get('confirm')) return
    setPending(true)
    try {
      const token = new URLSearchParams(window.location.search).get('token') ?? ''
      const { message } = await api.post('reset-password', { json: { token, password: form.get('password') } }).json<{ message: string }>()
      setDone(message)
    } catch (error) {
      setFailure(await readFailure(error))
    } finally {
      setPending(false)
    }
  }

  if (done) {
    return (
      <div role="status">
        <p>{done}</p>
        <Link href="/login">{t('signIn')}</Link>
      </div>
    )
  }
  const tokenProblem = failure?.errors.token
  const problem = failure && !failure.errors.password && !tokenProblem ? failure.message || t('failed') : null
  return (
    <ScriptedForm className={styles.form} onSubmit={onSubmit} aria-label={t('resetHeading')}>
      <Field id="reset-password" label={t('password')} hint={t('passwordHint')} required error={failure?.errors.password}>
        {(control) => <input {...control} className={styles.input} type="password" name="password" autoComplete="new-password" />}
      </Field>
      <Field id="reset-confirm" label={t('confirm')} required error={mismatch ? t('mismatch') : undefined}>
        {(control) => <input {...control} className={styles.input} type="password" name="confirm" autoComplete="new-password" />}
      </Field>
      {tokenProblem && (
        <p className={styles.problem} role="alert">
          {tokenProblem} <Link href="/forgot-password">{t('requestAgain')}</Link>
        </p>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <SubmitButton pending={pending} label={t('save')} pendingLabel={t('saving')} />
    </ScriptedForm>
  )
}
