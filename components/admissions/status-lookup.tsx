'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { Field } from '@/components/forms/field'
import formStyles from '@/components/forms/forms.module.css'
import { ScriptedForm } from '@/components/forms/scripted-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { api } from '@/lib/api/client'
import type { ApplicationStatus, ItemEnvelope } from '@/lib/api/types'
import { readFailure, type Failure } from '@/lib/forms/failure'

import { StatusResult } from './status-result'
import styles from './status.module.css'

/** The applicant's e-mail and password, then where their application stands. */
export function StatusLookup() {
  const t = useTranslations('applicationStatus')
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [status, setStatus] = useState<ApplicationStatus | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setPending(true)
    setFailure(null)
    try {
      const { data } = await api.post('registration/status', { json: { email: form.get('email'), password: form.get('password') } }).json<ItemEnvelope<ApplicationStatus>>()
      setStatus(data)
    } catch (error) {
      setStatus(null)
      setFailure(await readFailure(error))
    } finally {
      setPending(false)
    }
  }

  const problem = failure && (failure.errors.email || failure.errors.password || failure.message || t('failed'))
  return (
    <div className={styles.lookup}>
      <ScriptedForm className={formStyles.form} onSubmit={onSubmit} aria-label={t('heading')}>
        <Field id="status-email" label={t('email')} required error={failure?.errors.email}>
          {(control) => <input {...control} className={formStyles.input} type="email" name="email" autoComplete="username" />}
        </Field>
        <Field id="status-password" label={t('password')} required error={failure?.errors.password}>
          {(control) => <input {...control} className={formStyles.input} type="password" name="password" autoComplete="current-password" />}
        </Field>
        {problem && !failure?.errors.email && !failure?.errors.password && (
          <p className={formStyles.problem} role="alert">
            {problem}
          </p>
        )}
        <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
      </ScriptedForm>
      {status && <StatusResult status={status} />}
    </div>
  )
}
