import { headers } from 'next/headers'
import type { NextResponse } from 'next/server'

import type { Where } from 'payload'

import type { Application } from '@/cms/payload-types'

import type { Locale } from '../api/types'
import { currentUser } from '../auth/session'
import { readCalendarDate } from '../registration/calendar-date'
import { registrationError } from '../registration/responses'
import { payloadClient } from '../payload/client'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * For the calls an applicant proves with reference, e-mail and date of birth: a date of birth no reading makes a date
 * of ("05/05/1995", "1995-02-30") is the form's own field error under `dob`. The applicant mistyped, which says nothing
 * of any application, so it is not counted as a failed proof (lib/auth/sign-in-door.ts).
 */
export async function refuseUnreadableBirthDate(body: Record<string, unknown>, locale: Locale): Promise<NextResponse | null> {
  const unreadable = body.reference !== undefined && typeof body.dob === 'string' && body.dob.trim() !== '' && readCalendarDate(body.dob) === null
  return unreadable ? registrationError(locale, 422, 'invalid', { dob: [{ key: 'dateFormat' }] }) : null
}

/**
 * The application whose reference (접수 번호), e-mail and date of birth all match what was sent, the proof an
 * applicant has without a password (as 진학어플라이's lookup asks). Null when one is missing or nothing matches,
 * with no hint which part did not.
 */
export async function applicationProvenBy(body: Record<string, unknown>): Promise<Application | null> {
  const proof = { reference: text(body.reference), email: text(body.email).toLowerCase(), dob: readCalendarDate(body.dob) }
  if (!proof.reference || !proof.email || !proof.dob) return null
  return newestApplication({ and: [{ reference: { equals: proof.reference } }, { email: { equals: proof.email } }, { dob: { equals: proof.dob } }] })
}

async function newestApplication(where: Where): Promise<Application | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'applications', where, sort: '-createdAt', limit: 1, depth: 1, locale: 'all', overrideAccess: true, context: { wholeNumbers: true } })
  return docs[0] ?? null
}

/**
 * The application of whoever asks about their data (PIPA Art. 35-37): the one proven by reference, e-mail and
 * date of birth, else a signed-in applicant's newest one. Null otherwise.
 */
export async function provenApplication(body: Record<string, unknown>): Promise<Application | null> {
  const proven = await applicationProvenBy(body)
  if (proven) return proven
  const user = await currentUser(await headers())
  return user?.type === 'student' ? newestApplication({ user: { equals: user.id } }) : null
}
