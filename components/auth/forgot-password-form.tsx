'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState, type FormEvent } from 'react'

import { Field } from '@/components/forms/field'
import styles from '@/components/forms/forms.module.css'
import { ScriptedForm } from '@/components/forms/scripted-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { ERROR_SUMMARY, useFocusFirstProblem } from '@/components/forms/use-focus-first-problem'
import { api } from '@/lib/api/client'
import { readFailure, type Failure } from '@/lib/forms/failure'

/** Asks for the account's e-mail address; the answer is the same whether an account has it or not. */
export function ForgotPasswordForm() {
  const t = useTranslations('passwordReset')
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstProblem(form, failure)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = new FormData(event.currentTarget).get('email')
    setPending(true)
    setFailure(null)
    try {
      const { message } = await api.post('forgot-password', { json: { email } }).json<{ message: string }>()
      setSent(message)
    } catch (error) {
      setSent(null)
      setFailure(await readFailure(error))
    } finally {
      setPending(false)
    }
  }

  const problem = failure && !failure.errors.email ? failure.message || t('failed') : null
  return (
    <ScriptedForm ref={form} className={styles.form} onSubmit={onSubmit} aria-label={t('forgotHeading')}>
      <Field id="forgot-email" label={t('email')} required error={failure?.errors.email}>
        {(control) => <input {...control} className={styles.input} type="email" name="email" autoComplete="email" />}
      </Field>
      {problem && (
        <p className={styles.problem} role="alert" {...ERROR_SUMMARY}>
          {problem}
        </p>
      )}
      {sent && <p role="status">{sent}</p>}
      <SubmitButton pending={pending} label={t('send')} pendingLabel={t('sending')} />
    </ScriptedForm>
  )
}
