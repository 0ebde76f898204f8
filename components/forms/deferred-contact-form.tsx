'use client'

import { useEffect } from 'react'

import type { ContactFormProps } from './contact-form'
import { CONTACT_FORM_ID, contactValuesIn, topicOfAddress, type ContactValues } from './contact-values'
import { deferredForm } from './deferred-form'

type FormCode = typeof import('./contact-form')

// eslint-disable-next-line @typescript-eslint/no-require-imports
const serverCode: FormCode | null = typeof window === 'undefined' ? require('./contact-form') : null

const Deferred = deferredForm<Omit<ContactFormProps, 'initialValues'>, ContactValues>({
  load: () => import('./contact-form').then((module) => module.ContactForm),
  onServer: serverCode?.ContactForm ?? null,
  formId: CONTACT_FORM_ID,
  valuesIn: contactValuesIn,
})

/**
 * The contact form of the contact and FAQ pages, with its code (react-hook-form, ky, the sending) fetched when the
 * visitor starts on it (components/forms/deferred-form.tsx). The topic the address asks for is chosen in the
 * server's form at once, so the code takes it over with the rest.
 */
export function DeferredContactForm(props: Omit<ContactFormProps, 'initialValues'>) {
  useEffect(() => {
    const topic = document.getElementById(CONTACT_FORM_ID)?.querySelector<HTMLSelectElement>('select[name="topic"]')
    if (topic) topic.value = topicOfAddress()
  }, [])
  return <Deferred {...props} />
}
