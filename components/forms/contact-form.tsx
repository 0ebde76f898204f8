'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3'
import { useForm } from 'react-hook-form'

import { api } from '@/lib/api/client'
import { CONTACT_TOPICS, type ContactTopic } from '@/lib/contact/topics'
import { readFailure } from '@/lib/forms/failure'

import { ConsentBox } from './consent-box'
import { Field } from './field'
import styles from './forms.module.css'
import { MessageDialog } from './message-dialog'
import { ScriptedForm } from './scripted-form'
import { SubmitButton } from './submit-button'
import { ERROR_SUMMARY, useFocusFirstProblem } from './use-focus-first-problem'

type Values = { topic: ContactTopic; name: string; email: string; message: string; consent_privacy: boolean }

const FIELDS = ['topic', 'name', 'email', 'message', 'consent_privacy'] as const
const EMPTY: Values = { topic: 'general', name: '', email: '', message: '', consent_privacy: false }

/** The accessibility statement links to the form as …/contact-us#accessibility: the topic is chosen for the visitor. */
const topicOfAddress = (): ContactTopic => (window.location.hash === '#accessibility' ? 'accessibility' : 'general')

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
  const [refusals, setRefusals] = useState(0)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstProblem(form, refusals)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: EMPTY })

  useEffect(() => setValue('topic', topicOfAddress()), [setValue])

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
      for (const field of invalid) setError(field, { type: 'server', message: failure.errors[field] })
      setProblem(failure.errors.recaptcha || (invalid.length > 0 ? '' : failure.message || t('failed')))
      setRefusals((count) => count + 1)
    }
  })

  return (
    <ScriptedForm ref={form} className={styles.form} onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <Field id={`${id}-topic`} label={t('topic')} error={errors.topic?.message}>
        {(control) => (
          <select {...control} className={styles.input} {...register('topic')}>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topics.${topic}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
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
        <p className={styles.problem} role="alert" {...ERROR_SUMMARY}>
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
