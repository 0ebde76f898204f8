'use client'

import { NextIntlClientProvider } from 'next-intl'

import type { ClientTexts } from '@/i18n/client-texts'

import { RegistrationForm, type RegistrationFormProps } from './registration-form'

export type LocalizedRegistrationFormProps = RegistrationFormProps & { texts: ClientTexts }

/**
 * The form inside its own text provider, so that next-intl's client code arrives with the form's code when the
 * visitor starts on it, not with the page (the page's other parts are server-rendered and need no provider).
 */
export function LocalizedRegistrationForm({ texts, ...props }: LocalizedRegistrationFormProps) {
  return (
    <NextIntlClientProvider {...texts}>
      <RegistrationForm {...props} />
    </NextIntlClientProvider>
  )
}
