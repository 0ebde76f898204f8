'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import useSWR from 'swr'

import { Field } from '@/components/forms/field'
import formStyles from '@/components/forms/forms.module.css'
import { ScriptedForm } from '@/components/forms/scripted-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { ERROR_SUMMARY, useFocusFirstProblem } from '@/components/forms/use-focus-first-problem'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/api/client'
import type { ApplicationStatus, ItemEnvelope } from '@/lib/api/types'
import { readFailure, type Failure } from '@/lib/forms/failure'

import { StatusResult } from './status-result'
import styles from './status.module.css'

type Proof = 'reference' | 'password'
type Question = Record<string, string>

const field = (form: FormData, name: string) => String(form.get(name) ?? '')

/** Asks where the application stands; a refusal becomes a Failure (its texts are the server's). */
async function lookUp([, question]: readonly [string, Question]): Promise<ApplicationStatus> {
  try {
    return (await api.post('registration/status', { json: question }).json<ItemEnvelope<ApplicationStatus>>()).data
  } catch (error) {
    throw await readFailure(error)
  }
}

/**
 * Where the applicant's application stands: by the reference (접수 번호) the success screen and the receipt
 * give, with the e-mail and date of birth (no password to forget), or by the e-mail and password. The answer is
 * read again through swr whenever the applicant comes back to the tab, so a decision made meanwhile shows without
 * sending the form again; what was typed stays in this page's memory (the form and swr's key), never in storage.
 */
export function StatusLookup() {
  const t = useTranslations('applicationStatus')
  const [proof, setProof] = useState<Proof>('reference')
  const [question, setQuestion] = useState<Question | null>(null)
  const { data: status, error: failure, isLoading, isValidating, mutate } = useSWR<ApplicationStatus, Failure>(
    question ? ['registration/status', question] : null,
    lookUp,
    { revalidateOnFocus: true, revalidateIfStale: false, shouldRetryOnError: false },
  )
  const answer = useRef<HTMLDivElement>(null)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstProblem(form, failure)

  // On a phone the answer lands below the fold: bring it up, and read it out from its heading.
  useEffect(() => {
    if (!status) return
    answer.current?.scrollIntoView({ block: 'start' })
    answer.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
  }, [status])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const asked: Question =
      proof === 'reference'
        ? { reference: field(form, 'reference'), email: field(form, 'email'), dob: field(form, 'dob') }
        : { email: field(form, 'email'), password: field(form, 'password') }
    if (question && JSON.stringify(question) === JSON.stringify(asked)) void mutate()
    else setQuestion(asked)
  }

  /** Sends the enrolment answer with the proof the status was read by; the answer is the status as it now stands. */
  async function answerEnrolment(choice: 'confirm' | 'decline'): Promise<string | null> {
    try {
      const updated = (await api.post('registration/enrolment', { json: { ...question, answer: choice } }).json<ItemEnvelope<ApplicationStatus>>()).data
      await mutate(updated, { revalidate: false })
      return null
    } catch (error) {
      const refused = await readFailure(error)
      return refused.errors.answer ?? refused.errors.reference ?? (refused.message || t('enrolment.failed'))
    }
  }

  function switchProof() {
    setProof(proof === 'reference' ? 'password' : 'reference')
    setQuestion(null)
  }

  const { reference: referenceProblem, email: emailProblem, password: passwordProblem } = failure?.errors ?? {}
  const problem = failure && (referenceProblem || emailProblem || passwordProblem || failure.message || t('failed'))
  return (
    <div className={styles.lookup}>
      <ScriptedForm ref={form} className={formStyles.form} onSubmit={onSubmit} aria-label={t('heading')}>
        <p>{t(proof === 'reference' ? 'byReference' : 'byPassword')}</p>
        {proof === 'reference' && (
          <Field id="status-reference" label={t('reference')} required hint={t('referenceExample')} error={referenceProblem}>
            {(control) => <input {...control} className={formStyles.input} type="text" name="reference" autoComplete="off" />}
          </Field>
        )}
        <Field id="status-email" label={t('email')} required error={emailProblem}>
          {(control) => <input {...control} className={formStyles.input} type="email" name="email" autoComplete={proof === 'password' ? 'username' : 'email'} />}
        </Field>
        {proof === 'reference' ? (
          <Field id="status-dob" label={t('dob')} required hint={t('dobExample')}>
            {(control) => <input {...control} className={formStyles.input} type="text" name="dob" inputMode="numeric" autoComplete="bday" />}
          </Field>
        ) : (
          <Field id="status-password" label={t('password')} required error={passwordProblem}>
            {(control) => <input {...control} className={formStyles.input} type="password" name="password" autoComplete="current-password" />}
          </Field>
        )}
        {problem && !referenceProblem && !emailProblem && !passwordProblem && (
          <p className={formStyles.problem} role="alert" {...ERROR_SUMMARY}>
            {problem}
          </p>
        )}
        <SubmitButton pending={isLoading || (isValidating && !status)} label={t('submit')} pendingLabel={t('submitting')} />
        <p>
          <button type="button" className={styles.switchProof} onClick={switchProof}>
            {t(proof === 'reference' ? 'usePassword' : 'useReference')}
          </button>
          {proof === 'password' && (
            <>
              {' · '}
              <Link href="/forgot-password">{t('forgotPassword')}</Link>
            </>
          )}
        </p>
      </ScriptedForm>
      <div ref={answer}>{status && !failure && <StatusResult status={status} onAnswer={answerEnrolment} />}</div>
    </div>
  )
}
