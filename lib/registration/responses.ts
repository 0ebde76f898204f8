import { getTranslations } from 'next-intl/server'
import { NextResponse } from 'next/server'

import type { ErrorBody, Locale } from '../api/types'
import type { FieldProblems } from './schema'

/** An error answer with texts of the `registrationErrors` messages in the request's language; field problems under `errors`. */
export async function registrationError(locale: Locale, status: number, messageKey: string, problems?: FieldProblems) {
  const t = await getTranslations({ locale, namespace: 'registrationErrors' })
  const body: ErrorBody = { message: t(messageKey) }
  if (problems) {
    body.errors = Object.fromEntries(Object.entries(problems).map(([field, list]) => [field, list.map(({ key, params }) => t(key, params))]))
  }
  return NextResponse.json(body, { status })
}
