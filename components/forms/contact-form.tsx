'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3'
import { useForm } from 'react-hook-form'

import { api } from '@/lib/api/client'
import { CONTACT_TOPICS } from '@/lib/contact/topics'
import { readFailure } from '@/lib/forms/failure'

import { ConsentBox } from './consent-box'
import { CONTACT_FIELDS, CONTACT_FORM_ID, EMPTY_CONTACT, topicOfAddress, type ContactValues } from './contact-values'
import { Field } from './field'
import styles from './forms.module.css'
import { MessageDialog } from './message-dialog'
import { ScriptedForm } from './scripted-form'
import { SubmitButton } from './submit-button'
import { ERROR_SUMMARY, useFocusFirstProblem } from './use-focus-first-problem'

/**
 * `notice`: the consent notice staff wrote for this form (cms/globals/consent-notices), in the page's language;
 * `initialValues`: what the visitor put into the server's form before this code arrived (deferred-contact-form.tsx).
 */
export type ContactFormProps = { labelledBy?: string; notice: string; initialValues?: ContactValues }
type Props = ContactFormProps
type BodyProps = Props & { captchaToken: () => Promise<string> }

const noCaptcha = async () => ''

/** The contact form of the contact and FAQ pages; with NEXT_PUBLIC_RECAPTCHA_SITE_KEY set, each send carries a fresh invisible reCAPTCHA v3 token. */
export function ContactForm(props: Props) {
  const locale = useLocale()
  const siteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY
  if (!siteKey) return <ContactFormBody {...props} captchaToken={noCaptcha} />
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} language={locale}>
      <CaptchaContactForm {...props} />
    </GoogleReCaptchaProvider>
  )
}

/** How long a send waits for Google's reCAPTCHA script, which starts loading only once the form's code has arrived. */
const CAPTCHA_WAIT_MS = 10_000

/**
 * The reCAPTCHA hook only works inside its provider. A send made before Google's script is ready (one held while the
 * form's code arrived, or a quick first one) waits for it rather than going without a token, which the server refuses.
 */
function CaptchaContactForm(props: Props) {
  const { executeRecaptcha } = useGoogleReCaptcha()
  const ready = useRef(executeRecaptcha)
  const waiting = useRef<(() => void)[]>([])
  useEffect(() => {
    ready.current = executeRecaptcha
    if (executeRecaptcha) for (const wake of waiting.current.splice(0)) wake()
  }, [executeRecaptcha])
  const captchaToken = async () => {
    if (!ready.current) {
      await new Promise<void>((wake) => {
        waiting.current.push(wake)
        setTimeout(wake, CAPTCHA_WAIT_MS)
      })
    }
    return ready.current ? ready.current('contact') : ''
  }
  return <ContactFormBody {...props} captchaToken={captchaToken} />
}

function ContactFormBody({ labelledBy, notice, initialValues, captchaToken }: BodyProps) {
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
  } = useForm<ContactValues>({ defaultValues: initialValues ?? EMPTY_CONTACT })

  // Taken over from the server's form, the topic is already the address's (deferred-contact-form.tsx).
  useEffect(() => {
    if (!initialValues) setValue('topic', topicOfAddress())
  }, [initialValues, setValue])

  const onSubmit = handleSubmit(async (values) => {
    setProblem('')
    try {
      const recaptcha = await captchaToken()
      const { consent_privacy: agreed, ...fields } = values
      await api.post('contact/us', { json: { ...fields, ...(agreed && { consent_privacy: '1' }), recaptcha } })
      reset(EMPTY_CONTACT)
      setSent(true)
    } catch (error) {
      const failure = await readFailure(error)
      const invalid = CONTACT_FIELDS.filter((field) => failure.errors[field])
      for (const field of invalid) setError(field, { type: 'server', message: failure.errors[field] })
      setProblem(failure.errors.recaptcha || (invalid.length > 0 ? '' : failure.message || t('failed')))
      setRefusals((count) => count + 1)
    }
  })

  return (
    <ScriptedForm ref={form} id={CONTACT_FORM_ID} className={styles.form} onSubmit={onSubmit} aria-labelledby={labelledBy}>
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
