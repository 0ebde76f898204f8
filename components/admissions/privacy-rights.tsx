'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { longDate } from '@/components/dashboard/format'
import { Field } from '@/components/forms/field'
import formStyles from '@/components/forms/forms.module.css'
import { ScriptedForm } from '@/components/forms/scripted-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { api } from '@/lib/api/client'
import type { HeldPersonalData, ItemEnvelope, Locale, PrivacyRequestCreated } from '@/lib/api/types'
import { useStoredUser } from '@/lib/auth/stored-user'
import { readFailure, type Failure } from '@/lib/forms/failure'

import { HeldData } from './held-data'
import styles from './status.module.css'

type Proof = { reference?: string; email?: string; dob?: string }

const proofOf = (form: FormData): Proof => ({ reference: String(form.get('reference') ?? ''), email: String(form.get('email') ?? ''), dob: String(form.get('dob') ?? '') })

/**
 * The applicant's rights (PIPA Art. 35, 36) on the status page: prove who you are (reference, e-mail and
 * date of birth; or nothing more when signed in), see what the school holds, and ask for a correction or
 * a deletion, which staff answer within ten days.
 */
export function PrivacyRights() {
  const t = useTranslations('privacyRights')
  // The same examples as the status lookup's, as hints: a placeholder looks filled in.
  const examples = useTranslations('applicationStatus')
  const signedIn = useStoredUser()?.type === 'student'
  const [proof, setProof] = useState<Proof | null>(null)
  const [data, setData] = useState<HeldPersonalData | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [pending, setPending] = useState(false)

  async function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const given = signedIn ? {} : proofOf(new FormData(event.currentTarget))
    setPending(true)
    setFailure(null)
    try {
      const reply = await api.post('registration/my-data', { json: given }).json<ItemEnvelope<HeldPersonalData>>()
      setProof(given)
      setData(reply.data)
    } catch (error) {
      setData(null)
      setFailure(await readFailure(error))
    } finally {
      setPending(false)
    }
  }

  const problem = failure && (failure.errors.reference || failure.message || t('failed'))
  return (
    <section className={styles.rights} aria-labelledby="privacy-rights">
      <h2 id="privacy-rights" className={styles.resultHeading}>
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      <ScriptedForm className={formStyles.form} onSubmit={show} aria-labelledby="privacy-rights">
        {!signedIn && (
          <>
            <Field id="rights-reference" label={t('reference')} required hint={examples('referenceExample')} error={failure?.errors.reference}>
              {(control) => <input {...control} className={formStyles.input} type="text" name="reference" autoComplete="off" />}
            </Field>
            <Field id="rights-email" label={t('email')} required>
              {(control) => <input {...control} className={formStyles.input} type="email" name="email" autoComplete="email" />}
            </Field>
            <Field id="rights-dob" label={t('dob')} required hint={examples('dobExample')}>
              {(control) => <input {...control} className={formStyles.input} type="text" name="dob" inputMode="numeric" autoComplete="bday" />}
            </Field>
          </>
        )}
        {problem && !failure?.errors.reference && (
          <p className={formStyles.problem} role="alert">
            {problem}
          </p>
        )}
        <SubmitButton pending={pending} label={signedIn ? t('signedInShow') : t('show')} pendingLabel={t('showing')} />
      </ScriptedForm>
      {data && proof && (
        <>
          <HeldData data={data} />
          <RightsRequest proof={proof} requests={data.requests} />
        </>
      )}
    </section>
  )
}

function RightsRequest({ proof, requests }: { proof: Proof; requests: HeldPersonalData['requests'] }) {
  const t = useTranslations('privacyRights')
  const locale = useLocale() as Locale
  const [sent, setSent] = useState<PrivacyRequestCreated[]>(requests)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [pending, setPending] = useState(false)
  const [confirmation, setConfirmation] = useState('')

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const target = event.currentTarget
    setPending(true)
    setFailure(null)
    try {
      const reply = await api.post('registration/privacy-requests', { json: { ...proof, kind: form.get('kind') ?? '', details: form.get('details') ?? '' } }).json<{ data: PrivacyRequestCreated }>()
      setSent([reply.data, ...sent])
      setConfirmation(t('sent', { date: longDate(reply.data.answer_by, locale) }))
      target.reset()
    } catch (error) {
      setFailure(await readFailure(error))
    } finally {
      setPending(false)
    }
  }

  const problem = failure && !failure.errors.kind && !failure.errors.details && (failure.errors.reference || failure.message || t('failed'))
  return (
    <section className={styles.result} aria-labelledby="rights-request">
      <h3 id="rights-request" className={styles.resultHeading}>
        {t('requestHeading')}
      </h3>
      <ScriptedForm className={formStyles.form} onSubmit={send} aria-labelledby="rights-request">
        <fieldset className={formStyles.choices} aria-describedby={failure?.errors.kind ? 'rights-kind-error' : undefined}>
          <legend className={formStyles.label}>{t('kind')}</legend>
          <div className={formStyles.choiceList}>
            {(['correction', 'deletion'] as const).map((kind) => (
              <label key={kind} className={formStyles.choice}>
                <input type="radio" name="kind" value={kind} id={kind === 'correction' ? 'rights-kind' : undefined} />
                {t(`kinds.${kind}`)}
              </label>
            ))}
          </div>
          {failure?.errors.kind && (
            <p id="rights-kind-error" className={formStyles.error}>
              {failure.errors.kind}
            </p>
          )}
        </fieldset>
        <Field id="rights-details" label={t('details')} required hint={t('detailsHint')} error={failure?.errors.details}>
          {(control) => <textarea {...control} className={formStyles.input} name="details" rows={4} maxLength={2000} />}
        </Field>
        {problem && (
          <p className={formStyles.problem} role="alert">
            {problem}
          </p>
        )}
        {confirmation && <p role="status">{confirmation}</p>}
        <SubmitButton pending={pending} label={t('send')} pendingLabel={t('sending')} />
      </ScriptedForm>
      {sent.length > 0 && (
        <>
          <h4 className={styles.filesHeading}>{t('requestsHeading')}</h4>
          <ul className={styles.files}>
            {sent.map((request) => (
              <li key={request.id}>
                {t(`kinds.${request.kind}`)} · {t(`states.${request.state}`)} · {t('answerBy', { date: longDate(request.answer_by, locale) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
