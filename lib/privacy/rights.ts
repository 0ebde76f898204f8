import { getTranslations } from 'next-intl/server'
import { NextResponse } from 'next/server'
import { z } from 'zod'

import type { Application, PrivacyRequest } from '@/cms/payload-types'

import { errorResponse, item } from '../api/responses'
import type { HeldPersonalData, Locale, PrivacyRequestSummary } from '../api/types'
import { requestClock } from '../clock'
import { payloadClient } from '../payload/client'
import { tooManyRequests } from '../security/rate-limit'
import { studentApplicationOf } from '../registration/dashboard'
import { applicantFileUrl, fileAccessToken } from '../registration/file-access'
import { statusOf } from '../registration/status'
import { provenApplication } from './applicant-proof'
import { ANSWER_DAYS, PRIVACY_REQUEST_KINDS } from './request-options'

export const DETAILS_MAX = 2000

/** The one refusal for a proof that matches nothing: 422 under `reference`, in the visitor's language. */
async function notFound(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'privacyRightsApi' })
  return errorResponse(locale, 422, 'invalid', { reference: [t('notFound')] })
}

const summaryOf = (request: PrivacyRequest): PrivacyRequestSummary => ({
  id: request.id,
  kind: request.kind,
  state: request.state,
  created_at: request.createdAt,
  answer_by: request.answerBy,
})

async function requestsOf(applicationId: number): Promise<PrivacyRequestSummary[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'privacy-requests', where: { application: { equals: applicationId } }, sort: '-createdAt', limit: 50, depth: 0, overrideAccess: true })
  return docs.map(summaryOf)
}

function heldData(application: Application, locale: Locale, now: Date, requests: PrivacyRequestSummary[]): HeldPersonalData {
  const ownerId = typeof application.user === 'object' ? application.user?.id : application.user
  // Signed links: an applicant proving who they are with reference, e-mail and birth date has no session to download with.
  const link = (file: Application['photo'] | null | undefined) =>
    file && typeof file === 'object' && ownerId ? { name: file.originalName || file.filename || String(file.id), url: `${applicantFileUrl(file.id)}?access=${fileAccessToken(file.id, ownerId)}` } : null
  const consents = application.consents ?? {}
  return {
    reference: application.reference ?? null,
    status: statusOf(application),
    application: studentApplicationOf(application, locale, now, link),
    consents: {
      privacy: consents.privacy === true,
      unique_id: consents.uniqueId === true,
      sensitive: consents.sensitive === true,
      notice_version: consents.noticeVersion ?? null,
      agreed_at: consents.agreedAt ?? null,
    },
    requests,
  }
}

/** POST /api/registration/my-data: what the school holds about the applicant who proved who they are. */
export async function showHeldData(body: Record<string, unknown>, locale: Locale, request: Request): Promise<NextResponse> {
  const { application, retryAfterSeconds } = await provenApplication(body)
  if (retryAfterSeconds) return tooManyRequests(locale, retryAfterSeconds)
  if (!application) return notFound(locale)
  return item(heldData(application, locale, requestClock(request.headers), await requestsOf(application.id)))
}

const requestSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS.map((kind) => kind.value) as ['correction', 'deletion'], { error: 'kindChoice' }),
  details: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim() : undefined),
    z.string({ error: 'detailsRequired' }).min(1, { error: 'detailsRequired' }).max(DETAILS_MAX, { error: 'detailsTooLong' }),
  ),
})

/** The day the school must answer by: ten days after the request. */
export const answerByOf = (received: Date) => new Date(received.getTime() + ANSWER_DAYS * 24 * 60 * 60 * 1000)

/** POST /api/registration/privacy-requests: a correction or deletion request, stored for the staff's dashboard. */
export async function requestCorrectionOrDeletion(body: Record<string, unknown>, locale: Locale): Promise<NextResponse> {
  const t = await getTranslations({ locale, namespace: 'privacyRightsApi' })
  const checked = requestSchema.safeParse(body)
  if (!checked.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= [t(issue.message as 'kindChoice', { max: DETAILS_MAX })]
    return errorResponse(locale, 422, 'invalid', errors)
  }
  const { application, retryAfterSeconds } = await provenApplication(body)
  if (retryAfterSeconds) return tooManyRequests(locale, retryAfterSeconds)
  if (!application) return notFound(locale)
  const payload = await payloadClient()
  const stored = await payload.create({
    collection: 'privacy-requests',
    data: { application: application.id, reference: application.reference, kind: checked.data.kind, details: checked.data.details, state: 'open', answerBy: answerByOf(new Date()).toISOString() },
    overrideAccess: true,
  })
  return NextResponse.json({ message: t('created'), data: summaryOf(stored) }, { status: 201 })
}
