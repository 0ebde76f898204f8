'use client'

import { deferredForm } from '@/components/forms/deferred-form'

import type { LocalizedRegistrationFormProps } from './localized-registration-form'
import { FORM_ID, valuesIn, type RegistrationValues } from './values'

type FormCode = typeof import('./localized-registration-form')

// eslint-disable-next-line @typescript-eslint/no-require-imports
const serverCode: FormCode | null = typeof window === 'undefined' ? require('./localized-registration-form') : null

/**
 * The application form, with its code (react-hook-form, the checks, the upload, next-intl's provider: a fifth of the
 * page's script) fetched when the visitor starts on it rather than with the page (components/forms/deferred-form.tsx).
 */
export const DeferredRegistrationForm = deferredForm<Omit<LocalizedRegistrationFormProps, 'initialValues'>, RegistrationValues>({
  load: () => import('./localized-registration-form').then((module) => module.LocalizedRegistrationForm),
  onServer: serverCode?.LocalizedRegistrationForm ?? null,
  formId: FORM_ID,
  valuesIn,
})
