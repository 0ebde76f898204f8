import { getTranslations } from 'next-intl/server'
import { after, NextResponse, type NextRequest } from 'next/server'
import type { Payload } from 'payload'

import type { Application } from '@/cms/payload-types'

import { databaseAway, errorResponse } from '../api/responses'
import type { ItemEnvelope, Locale, RegisterCreated } from '../api/types'
import { openRoundId } from '../content/admission-rounds'
import { requestLocale } from '../content/locale'
import { payloadClient } from '../payload/client'
import { isDatabaseUnavailable } from '../payload/database-away'
import { mayHaveStored } from '../payload/transaction'
import { relationId } from '../payload/relation-id'
import { isValidationErrorOn, loggableError, validationErrors } from '../payload/errors'
import { rateLimitResponse, rateRuleFor, sharedRateLimiter, tooManyRequests, type RateLimitResult } from '../security/rate-limit'
import { readBodyWithin } from '../security/read-body'
import { rejectForeignRequest } from '../security/request-guard'
import { createApplication, injectedAwayError, type InjectedFault } from './create-application'
import { REGISTRATION_MAX_BODY_BYTES } from './file-rules'
import { mailReceipt, mailSchool, type MailContext } from './mails'
import type { MailOutcome } from '../mail/send-mail'
import { formValues, parseForm } from './read-form'
import { registrationError } from './responses'
import type { FieldProblems } from '../forms/field-problems'
import { parseRegistrationFields, registrationSchema } from './schema'
import { withUploadRoom } from './upload-budget'
import { checkUploads, sentFiles } from './uploads'
import { APPLICATION_CONSENTS, consentProblems } from '../privacy/consents'
import { consentRecord } from '../privacy/notices'
import { asksCitizenshipNo } from '../privacy/settings'

/**
 * A school's computer lab, a church office or a mobile carrier puts many real applicants behind one
 * address, so an address may send many applications (RATE_LIMIT_REGISTER); one e-mail address only a
 * few attempts (RATE_LIMIT_REGISTER_EMAIL), which is what stops a script hammering one application.
 */
const REGISTER_RULE = { limit: 60, windowSeconds: 600 }
const REGISTER_EMAIL_RULE = { limit: 5, windowSeconds: 3600 }

/** Counts an attempt for the form's e-mail address, when it has one. */
async function limitByEmail(email: unknown): Promise<RateLimitResult> {
  if (typeof email !== 'string' || email === '') return { allowed: true, retryAfterSeconds: 0 }
  return sharedRateLimiter().hit(`register-email:${email.toLowerCase()}`, rateRuleFor('register-email', REGISTER_EMAIL_RULE))
}

const FAULTS: Record<string, InjectedFault> = {
  'registration-after-files': 'error-after-files',
  'registration-crash-after-files': 'crash-after-files',
  'registration-away-after-account': 'away-after-account',
  'registration-away-after-commit': 'away-after-commit',
}

/**
 * Failures can be injected only in a test server (TEST_FAULTS=1, never with APP_ENV=production),
 * and only by a request that asks for one.
 */
const injectedFault = (request: NextRequest): InjectedFault | null =>
  process.env.TEST_FAULTS === '1' && process.env.APP_ENV !== 'production' ? (FAULTS[request.headers.get('x-test-fault') ?? ''] ?? null) : null

/** The checks that need the database: the e-mail is not registered yet, the department takes applications. */
/** Whether the round takes applications for the department: any open one while it lists none (a round made from a window). */
async function roundRecruits(payload: Payload, round: number, department: number): Promise<boolean> {
  const { departments } = await payload.findByID({ collection: 'admission-rounds', id: round, depth: 0, overrideAccess: true, select: { departments: true } })
  return !departments?.length || departments.some((row) => relationId(row.department) === department)
}

async function databaseProblems(text: Record<string, unknown>, round: number): Promise<FieldProblems> {
  const payload = await payloadClient()
  const problems: FieldProblems = {}
  const email = registrationSchema.shape.email.safeParse(text.email)
  if (email.success) {
    const taken = await payload.count({ collection: 'users', where: { email: { equals: email.data.toLowerCase() } }, overrideAccess: true })
    if (taken.totalDocs > 0) problems.email = [{ key: 'emailTaken' }]
  }
  const department = registrationSchema.shape.department_id.safeParse(text.department_id)
  if (department.success) {
    const [open, recruiting] = await Promise.all([
      payload.count({ collection: 'departments', where: { and: [{ id: { equals: department.data } }, { openForApplication: { equals: true } }] }, overrideAccess: true }),
      roundRecruits(payload, round, department.data),
    ])
    if (open.totalDocs === 0 || !recruiting) problems.department_id = [{ key: 'department' }]
  }
  return problems
}

/**
 * A unique identifier by the school's legal basis (settings): asked, one (the resident number, or a foreign
 * applicant's alien registration or passport number) and its consent are required; not asked, whatever was sent
 * under any of their names is dropped unread (parseRegistrationFields), and the date of birth serves.
 */
async function identityRules(payload: Payload) {
  const asked = await asksCitizenshipNo(payload)
  const consents = asked ? APPLICATION_CONSENTS : APPLICATION_CONSENTS.filter((name) => name !== 'consent_unique_id')
  return { asked, consents }
}

const mergeProblems = (...all: FieldProblems[]): FieldProblems => {
  const merged: FieldProblems = {}
  for (const problems of all) for (const [field, list] of Object.entries(problems)) merged[field] = [...(merged[field] ?? []), ...list]
  return merged
}

/** POST /api/register (docs/api.md "Calls that change state" and "Registration rules"). */
export async function register(request: NextRequest): Promise<NextResponse> {
  const locale = requestLocale(request)
  try {
    const refused = (await rejectForeignRequest(request, locale)) ?? (await rateLimitResponse(request, 'register', REGISTER_RULE, locale))
    if (refused) return refused
    const round = await openRoundId()
    if (round === null) return registrationError(locale, 410, 'closed')
    const declared = Number(request.headers.get('content-length')) || REGISTRATION_MAX_BODY_BYTES
    return await withUploadRoom(declared, () => receive(request, locale, round), () => busy(locale))
  } catch (error) {
    // The storing's own failures are answered where it happens (receive); what reaches here failed in the reads before
    // it (the open round, the identity rules, the checks against stored applications): nothing is stored yet.
    if (!isDatabaseUnavailable(error)) throw error
    return databaseAway(locale)
  }
}

/** 503 when the memory for application bodies stays full (lib/registration/upload-budget.ts): nothing was read or stored. */
async function busy(locale: Locale): Promise<NextResponse> {
  const response = await registrationError(locale, 503, 'busy')
  response.headers.set('Retry-After', '30')
  return response
}

/**
 * The receipt mail of a stored application, 'failed' when even preparing it fails (its reads, with the database gone
 * since the commit): the application is stored, so the answer stays 201 and tells the applicant no mail came.
 */
async function sendReceipt(payload: Payload, application: Application, context: MailContext, fault: InjectedFault | null): Promise<MailOutcome> {
  try {
    if (fault === 'away-after-commit') throw injectedAwayError('57P01')
    return await mailReceipt(payload, application, context)
  } catch (error) {
    payload.logger.error({ error: loggableError(error), msg: 'The receipt mail of a stored registration failed' })
    return 'failed'
  }
}

/** Reads, checks and stores one application of `round`, within the room withUploadRoom gave it. */
async function receive(request: NextRequest, locale: Locale, round: number): Promise<NextResponse> {
  const body = await readBodyWithin(request, REGISTRATION_MAX_BODY_BYTES)
  if (!body) return registrationError(locale, 413, 'tooLarge')

  const form = await parseForm(body, request.headers.get('content-type'))
  const { text, files } = formValues(form)
  const byEmail = await limitByEmail(text.email)
  if (!byEmail.allowed) return tooManyRequests(locale, byEmail.retryAfterSeconds)
  const sent = sentFiles(files)
  if (sent.tooLarge) return registrationError(locale, 413, 'tooLarge', sent.problems)
  const payload = await payloadClient()
  const identity = await identityRules(payload)
  const parsed = parseRegistrationFields(text, { askUniqueId: identity.asked })
  const consents = consentProblems(identity.consents, (name) => form?.getAll(name) ?? [])
  const problems = mergeProblems(parsed.ok ? {} : parsed.problems, consents, sent.problems, await databaseProblems(text, round))
  if (!parsed.ok || Object.keys(problems).length > 0) return registrationError(locale, 422, 'invalid', problems)
  // The files' content last: reading and unpacking them is the costly part, spent only on an otherwise right form.
  const uploads = await checkUploads(sent.files)
  if (Object.keys(uploads.problems).length > 0) return registrationError(locale, 422, 'invalid', uploads.problems)

  const fault = injectedFault(request)
  let application
  try {
    const agreed = await consentRecord(payload, { privacy: true, sensitive: true, uniqueId: identity.asked })
    application = await createApplication(payload, parsed.fields, uploads.files, { locale, round, fault, consents: agreed })
  } catch (error) {
    if (isValidationErrorOn(error, ['email'])) return registrationError(locale, 422, 'invalid', { email: [{ key: 'emailTaken' }] })
    // Payload's own checks (fields, uploads) found something ours let through: still bad input, not a fault.
    if (validationErrors(error)) {
      payload.logger.warn({ error: loggableError(error), msg: 'Payload refused a registration that passed its checks' })
      return registrationError(locale, 422, 'invalid')
    }
    if (isDatabaseUnavailable(error)) {
      // Rolled back or wholly undone, nothing of it is stored and the applicant may send it again; after a failed
      // commit or undo (SQLite's compensation, lib/payload/transaction.ts) part of it may be, and the answer promises nothing.
      const stored = mayHaveStored(error)
      payload.logger.warn({ error: loggableError(error), msg: `Storing a registration failed: the database is unavailable (answered 503, ${stored ? 'it may be partly stored' : 'nothing stored'})` })
      return databaseAway(locale, stored ? 'databaseAwayUnconfirmed' : 'databaseAway')
    }
    payload.logger.error({ error: loggableError(error), msg: 'Storing a registration failed' })
    return errorResponse(locale, 500, 'serverError')
  }
  const context = { origin: request.nextUrl.origin }
  // Sent before the answer, so that the applicant is told what really became of it.
  const mail = await sendReceipt(payload, application, context, fault)
  after(() => mailSchool(payload, application, context))
  const t = await getTranslations({ locale, namespace: 'registration.successMail' })
  const created: RegisterCreated = { id: application.id, reference: application.reference ?? '', status: 'pending', mail, message: t(mail, { email: application.email }) }
  return NextResponse.json<ItemEnvelope<RegisterCreated>>({ data: created }, { status: 201 })
}
