'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { FormProvider, useForm, type FieldPath } from 'react-hook-form'

import { useRouter } from '@/i18n/navigation'
import type { Department, ItemEnvelope, ReceiptMail, RegisterCreated } from '@/lib/api/types'
import { toFailure } from '@/lib/forms/failure'
import { postWithProgress } from '@/lib/forms/upload'

import { MessageDialog } from '../message-dialog'
import { ScriptedForm } from '../scripted-form'
import { SubmitButton } from '../submit-button'
import { useFocusFirstProblem } from '../use-focus-first-problem'
import { ErrorSummary } from './error-summary'
import { ReceiptDetails } from './receipt-details'
import styles from './registration.module.css'
import { ConsentSection } from './consent-section'
import type { Choice } from './inputs'
import { AcademicSection, DocumentsSection, FaithSection, MotivationSection, PersonalSection, SupportSection } from './sections'
import { DEFAULT_VALUES, FORM_ID, toFormData, type RegistrationPrivacy, type RegistrationValues } from './values'

/** `nationalities`: every country in the page's language, Korea first (lib/registration/nationality.ts), made on the server. */
export type RegistrationFormProps = { departments: Department[]; nationalities: Choice[]; closed: boolean; privacy: RegistrationPrivacy; initialValues?: RegistrationValues }
type Outcome = { problem: string; errors: Record<string, string> }
type Receipt = { reference: string; email: string; mail: ReceiptMail }

/** The application form (docs/product.md "Registration form"): sent as multipart with upload progress; refusals appear under their inputs and in a summary. */
export function RegistrationForm({ departments, nationalities, closed, privacy, initialValues = DEFAULT_VALUES }: RegistrationFormProps) {
  const t = useTranslations('registration')
  const common = useTranslations('common')
  const locale = useLocale()
  const router = useRouter()
  // The focus goes to the first field in error once its message is drawn: react-hook-form's own focus came before
  // that render, so a screen reader announced the field without saying it was wrong.
  const methods = useForm<RegistrationValues>({ defaultValues: initialValues, shouldFocusError: false })
  const [progress, setProgress] = useState<number | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [dialog, setDialog] = useState<'success' | 'closed' | null>(null)
  const [receipt, setReceipt] = useState<Receipt | null>(null)
  const summary = useRef<HTMLDivElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const [refusals, setRefusals] = useState(0)
  useFocusFirstProblem(form, refusals)

  useEffect(() => {
    if (outcome) summary.current?.focus()
  }, [outcome])

  const send = methods.handleSubmit(async (values) => {
    setOutcome(null)
    setProgress(0)
    const { status, body } = await postWithProgress('register', toFormData(values), locale, setProgress)
    setProgress(null)
    if (status >= 200 && status < 300) {
      methods.reset(DEFAULT_VALUES)
      const { reference, mail } = (body as ItemEnvelope<RegisterCreated>).data
      setReceipt({ reference, email: values.email, mail })
      setDialog('success')
      return
    }
    if (status === 410) {
      setDialog('closed')
      return
    }
    const failure = toFailure(status, body)
    for (const [key, message] of Object.entries(failure.errors)) {
      // A message about the rows as a whole sits at the array's root, beside the rows' own errors.
      methods.setError((key === 'faiths' ? 'faiths.root' : key) as FieldPath<RegistrationValues>, { type: 'server', message })
    }
    const problem = status === 422 ? '' : (status === 413 && t('tooLarge')) || failure.message || t('failed')
    setOutcome({ problem, errors: failure.errors })
  }, () => setRefusals((count) => count + 1))

  function goHome() {
    setDialog(null)
    router.push('/')
  }

  // Server errors are not rules of the form: forget them before the next attempt is validated.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    methods.clearErrors()
    return send(event)
  }

  return (
    <FormProvider {...methods}>
      <ScriptedForm ref={form} id={FORM_ID} className={styles.form} onSubmit={onSubmit}>
        {outcome && <ErrorSummary ref={summary} problem={outcome.problem} errors={outcome.errors} />}
        <p className={styles.requiredNote}>{t('requiredNote')}</p>
        <fieldset className={styles.body} disabled={closed}>
          <PersonalSection askUniqueId={privacy.askCitizenshipNo} nationalities={nationalities} />
          <AcademicSection />
          <SupportSection departments={departments} />
          <FaithSection />
          <MotivationSection />
          <DocumentsSection />
          <ConsentSection privacy={privacy} />
          <div className={styles.actions}>
            <SubmitButton pending={methods.formState.isSubmitting} label={t('submit')} pendingLabel={t('submitting')} />
            {progress !== null && (
              <div className={styles.progress}>
                <progress max={100} value={Math.round(progress * 100)} aria-label={t('progress')} />
                <span aria-hidden="true">{Math.round(progress * 100)}%</span>
              </div>
            )}
          </div>
        </fieldset>
      </ScriptedForm>
      <MessageDialog
        open={dialog === 'success'}
        title={t('successTitle')}
        text={t('successText')}
        okLabel={common('ok')}
        onClose={goHome}
      >
        {receipt && <ReceiptDetails {...receipt} />}
      </MessageDialog>
      <MessageDialog
        open={dialog === 'closed'}
        title={t('closedTitle')}
        text={t('closedText')}
        okLabel={common('ok')}
        onClose={goHome}
      />
    </FormProvider>
  )
}
