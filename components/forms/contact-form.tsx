'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3'
import { useForm } from 'react-hook-form'

import { api } from '@/lib/api/client'
import { readFailure } from '@/lib/forms/failure'

import { ConsentBox } from './consent-box'
import { Field } from './field'
import styles from './forms.module.css'
import { MessageDialog } from './message-dialog'
import { ScriptedForm } from './scripted-form'
import { SubmitButton } from './submit-button'

type Values = { name: string; email: string; message: string; consent_privacy: boolean }

const FIELDS = ['name', 'email', 'message', 'consent_privacy'] as const
const EMPTY: Values = { name: '', email: '', message: '', consent_privacy: false }

/** `notice`: the consent notice staff wrote for this form (cms/globals/consent-notices), in the page's language. */
type Props = { labelledBy?: string; notice: string }
type BodyProps = Props & { captchaToken: () => Promise<string> }

const noCaptcha = async () => ''

/** The contact form of the contact and FAQ pages; with NEXT_PUBLIC_RECAPTCHA_SITE_KEY set, each send carries a fresh invisible reCAPTCHA v3 token. */
export function ContactForm({ labelledBy, notice }: Props) {
  const locale = useLocale()
  const siteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY
  if (!siteKey) return <ContactFormBody labelledBy={labelledBy} notice={notice} captchaToken={noCaptcha} />
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} language={locale}>
      <CaptchaContactForm labelledBy={labelledBy} notice={notice} />
    </GoogleReCaptchaProvider>
  )
}

/** The reCAPTCHA hook only works inside its provider. */
function CaptchaContactForm({ labelledBy, notice }: Props) {
  const { executeRecaptcha } = useGoogleReCaptcha()
  return <ContactFormBody labelledBy={labelledBy} notice={notice} captchaToken={async () => (executeRecaptcha ? executeRecaptcha('contact') : '')} />
}

function ContactFormBody({ labelledBy, notice, captchaToken }: BodyProps) {
  const t = useTranslations('contact')
  const common = useTranslations('common')
  const id = useId()
  const [problem, setProblem] = useState('')
  const [sent, setSent] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: EMPTY })

  const onSubmit = handleSubmit(async (values) => {
    setProblem('')
    try {
      const recaptcha = await captchaToken()
      const { consent_privacy: agreed, ...fields } = values
      await api.post('contact/us', { json: { ...fields, ...(agreed && { consent_privacy: '1' }), recaptcha } })
      reset(EMPTY)
      setSent(true)
    } catch (error) {
      const failure = await readFailure(error)
      const invalid = FIELDS.filter((field) => failure.errors[field])
      invalid.forEach((field, index) => setError(field, { type: 'server', message: failure.errors[field] }, { shouldFocus: index === 0 }))
      setProblem(failure.errors.recaptcha || (invalid.length > 0 ? '' : failure.message || t('failed')))
    }
  })

  return (
    <ScriptedForm className={styles.form} onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <Field id={`${id}-name`} label={t('name')} required error={errors.name?.message}>
        {(control) => <input {...control} className={styles.input} type="text" autoComplete="name" {...register('name')} />}
      </Field>
      <Field id={`${id}-email`} label={t('email')} required error={errors.email?.message}>
        {(control) => <input {...control} className={styles.input} type="email" autoComplete="email" {...register('email')} />}
      </Field>
      <Field id={`${id}-message`} label={t('message')} required error={errors.message?.message}>
        {(control) => <textarea {...control} className={styles.input} rows={6} {...register('message')} />}
      </Field>
      <ConsentBox
        id={`${id}-consent_privacy`}
        label={t('consent.label')}
        notice={notice}
        noticeLabel={t('consent.noticeLabel')}
        error={errors.consent_privacy?.message}
      >
        {(control) => <input {...control} type="checkbox" {...register('consent_privacy')} />}
      </ConsentBox>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <SubmitButton pending={isSubmitting} label={t('send')} pendingLabel={t('sending')} />
      <MessageDialog
        open={sent}
        title={common('message.success')}
        text={common('message.mail_message')}
        okLabel={common('ok')}
        onClose={() => setSent(false)}
      />
    </ScriptedForm>
  )
}
