import type { Messages } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { NextResponse } from 'next/server'

import type { ErrorBody, Locale } from '../api/types'
import { fieldErrors, type FieldProblems } from '../forms/field-problems'

/** An error answer with texts of the `registrationErrors` messages in the request's language; field problems under `errors`. */
export async function registrationError(locale: Locale, status: number, messageKey: keyof Messages['registrationErrors'], problems?: FieldProblems) {
  const t = await getTranslations({ locale, namespace: 'registrationErrors' })
  const body: ErrorBody = { message: t(messageKey) }
  if (problems) body.errors = fieldErrors(problems, (key, params) => t(key as never, params as never))
  return NextResponse.json(body, { status })
}
