import { headers } from 'next/headers'
import type { NextResponse } from 'next/server'

import type { Where } from 'payload'

import type { Application } from '@/cms/payload-types'

import type { Locale } from '../api/types'
import { currentUser } from '../auth/session'
import { calendarDateProblem, readCalendarDate } from '../registration/calendar-date'
import { registrationError } from '../registration/responses'
import { payloadClient } from '../payload/client'
import { rateRuleFor, sharedRateLimiter } from '../security/rate-limit'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Failed proofs one reference may take (RATE_LIMIT_APPLICATION_PROOF), from whatever addresses: past them the
 * reference is locked until the window ends, the right proof too, so that its date of birth cannot be guessed from
 * many addresses (each address has its own sign-in budget besides). References that exist and those that do not are
 * counted alike, so a lock says nothing about which exist. Meanwhile the applicant can still look up with their password.
 */
const FAILED_PROOF_RULE = { limit: 10, windowSeconds: 3600 }

/** What a proof gives: the application it proves or null, and while its reference is locked, the seconds left. */
export type Proof<T = Application> = { application: T | null; retryAfterSeconds?: number }

/** Reads the newest application matching `where`, as its caller needs it (the whole application by default). */
export type ApplicationRead<T> = (where: Where) => Promise<T | null>

/**
 * For the calls an applicant proves with reference, e-mail and date of birth: a date of birth no reading makes a date
 * of ("05/05/1995", "1995-02-30") is the form's own field error under `dob`. The applicant mistyped, which says nothing
 * of any application, so it is not counted as a failed proof (lib/auth/password-check-endpoint.ts) nor against the reference.
 */
export async function refuseUnreadableBirthDate(body: Record<string, unknown>, locale: Locale): Promise<NextResponse | null> {
  const problem = body.reference !== undefined && typeof body.dob === 'string' && body.dob.trim() !== '' ? calendarDateProblem(body.dob) : null
  return problem ? registrationError(locale, 422, 'invalid', { dob: [{ key: problem }] }) : null
}

/**
 * The application whose reference (접수 번호), e-mail and date of birth all match what was sent, the proof an
 * applicant has without a password (as 진학어플라이's lookup asks), read by `read`. Null when one is missing or nothing
 * matches, with no hint which part did not; each such failure counts against the reference (FAILED_PROOF_RULE).
 */
export async function applicationProvenBy(body: Record<string, unknown>): Promise<Proof>
export async function applicationProvenBy<T>(body: Record<string, unknown>, read: ApplicationRead<T>): Promise<Proof<T>>
export async function applicationProvenBy(body: Record<string, unknown>, read: ApplicationRead<unknown> = newestApplication): Promise<Proof<unknown>> {
  const proof = { reference: text(body.reference), email: text(body.email).toLowerCase(), dob: readCalendarDate(body.dob) }
  if (!proof.reference) return { application: null }
  const limiter = sharedRateLimiter()
  const key = `application-proof:${proof.reference}`
  const rule = rateRuleFor('application-proof', FAILED_PROOF_RULE)
  const allowance = await limiter.peek(key, rule)
  if (!allowance.allowed) return { application: null, retryAfterSeconds: allowance.retryAfterSeconds }
  const application =
    proof.email && proof.dob ? await read({ and: [{ reference: { equals: proof.reference } }, { email: { equals: proof.email } }, { dob: { equals: proof.dob } }] }) : null
  if (!application) await limiter.hit(key, rule)
  return { application }
}

async function newestApplication(where: Where): Promise<Application | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'applications', where, sort: '-createdAt', limit: 1, depth: 1, locale: 'all', overrideAccess: true, context: { wholeNumbers: true } })
  return docs[0] ?? null
}

/**
 * The application of whoever asks about their data (PIPA Art. 35-37): the one proven by reference, e-mail and
 * date of birth, else a signed-in applicant's newest one. Null otherwise; a locked reference says so.
 */
export async function provenApplication(body: Record<string, unknown>): Promise<Proof> {
  const proven = await applicationProvenBy(body)
  if (proven.application || proven.retryAfterSeconds) return proven
  const user = await currentUser(await headers())
  return { application: user?.type === 'student' ? await newestApplication({ user: { equals: user.id } }) : null }
}
