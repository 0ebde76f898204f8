import { getTranslations } from 'next-intl/server'
import { NextResponse } from 'next/server'

import type { Application } from '@/cms/payload-types'

import { errorResponse, item } from '../api/responses'
import type { ApplicantStatusFile, ApplicationStatus, ApplicationStatusCode, Locale } from '../api/types'
import { checkApplicant, wrongCredentials } from '../auth/login'
import { applicationProvenBy } from '../privacy/applicant-proof'
import { tooManyRequests } from '../security/rate-limit'
import { interviewOf, revealedResult, roundFacts, roundOf } from '../admissions/result'
import { isoDay } from '../format/dates'
import { requestClock } from '../clock'
import { enrolmentFacts } from '../admissions/enrolment'
import { applicantFileUrl, examTicketUrl, fileAccessToken } from './file-access'
import { FILE_FIELDS, type FileInput } from './file-rules'
import { readForStatus, type StatusApplication } from './status-read'


export const statusOf = (application: Pick<Application, 'state' | 'reviewStartedAt'>): ApplicationStatusCode =>
  application.state === 'pending' ? (application.reviewStartedAt ? 'reviewing' : 'received') : application.state

type DocumentTitle = (input: FileInput) => string

const titlesByLocale = new Map<Locale, Promise<DocumentTitle>>()

/**
 * The name of each document in a language: the form's own label (증명사진, 학업계획서…). The labels are the build's
 * own texts, so each language's are made once, not on every lookup: outside a page's render nothing keeps next-intl's
 * translator, and each call made it and its message formats again.
 */
export function documentTitles(locale: Locale): Promise<DocumentTitle> {
  const titles = titlesByLocale.get(locale) ?? labelsIn(locale)
  titlesByLocale.set(locale, titles)
  titles.catch(() => titlesByLocale.delete(locale))
  return titles
}

async function labelsIn(locale: Locale): Promise<DocumentTitle> {
  const fields = await getTranslations({ locale, namespace: 'registration.fields' })
  const labels = Object.fromEntries((Object.keys(FILE_FIELDS) as FileInput[]).map((input) => [input, fields(input)])) as Record<FileInput, string>
  return (input) => labels[input]
}

/**
 * The applicant's files, each with a signed link, since a pending applicant has no session to download with, and
 * the document it was sent as (the form's label: 증명사진, 학업계획서…), since a file's own name may say nothing of it.
 */
function documentsOf(application: StatusApplication, ownerId: number, titleOf: DocumentTitle): ApplicantStatusFile[] {
  return (Object.entries(FILE_FIELDS) as [FileInput, (typeof FILE_FIELDS)[FileInput]][]).flatMap(([input, { field }]) => {
    const file = application[field]
    if (typeof file !== 'object' || file === null) return []
    const url = `${applicantFileUrl(file.id)}?access=${fileAccessToken(file.id, ownerId)}`
    return [{ title: titleOf(input), name: file.originalName || file.filename || String(file.id), url }]
  })
}

/** Where the newest application of the account stands; null when the account sent none. */
async function applicationStatusOf(userId: number, titleOf: DocumentTitle, now: Date): Promise<ApplicationStatus | null> {
  const application = await readForStatus({ user: { equals: userId } })
  return application ? statusFrom(application, userId, titleOf, now) : null
}

/** What the applicant is told at `now` (read as readForStatus reads it, or whole with depth 1); staff preview it with the same (cms/collections/applications/admin/applicant-view.tsx). */
export function statusFrom(application: StatusApplication, userId: number, titleOf: DocumentTitle, now: Date): ApplicationStatus {
  const result = revealedResult(application, now)
  const enrolment = enrolmentFacts(application, now)
  const status = statusOf(application)
  return {
    reference: application.reference ?? null,
    status,
    submitted_at: application.createdAt,
    ...(status === 'approved' && application.studentNumber ? { student_number: application.studentNumber } : {}),
    ...(status === 'rejected' && application.rejectionReason ? { reason: application.rejectionReason } : {}),
    ...roundFacts(application),
    ...(result ? { result } : {}),
    ...(enrolment ? { enrolment } : {}),
    ...interviewFacts(application, userId),
    documents: documentsOf(application, userId, titleOf),
  }
}

function interviewFacts(application: StatusApplication, userId: number): Pick<ApplicationStatus, 'interview' | 'interview_days'> {
  const interview = interviewOf(application)
  return {
    interview: interview && { ...interview, ticket_url: examTicketUrl(application.id, userId) },
    interview_days: (roundOf(application)?.interviewDays ?? []).map(({ day }) => isoDay(day)).filter(Boolean),
  }
}

/** The one refusal of a reference, e-mail and birth date that match no application: 422 under `reference`. */
export async function noSuchApplication(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'privacyRightsApi' })
  return errorResponse(locale, 422, 'invalid', { reference: [t('notFound')] })
}

/**
 * POST /api/registration/status: the applicant's own application, whatever the state of their account,
 * by `{reference, email, dob}` (what the success screen and the receipt give, and no password to forget),
 * or by `{email, password}`. A proof that matches nothing gets one refusal under `reference`; wrong
 * credentials, and an account without an application, the login's one generic refusal.
 */
export async function lookUpApplicationStatus(body: Record<string, unknown>, locale: Locale, request: Request): Promise<NextResponse> {
  const titleOf = await documentTitles(locale)
  if (body.reference !== undefined) {
    const { application, retryAfterSeconds } = await applicationProvenBy(body, readForStatus)
    if (retryAfterSeconds) return tooManyRequests(locale, retryAfterSeconds)
    const ownerId = application && (typeof application.user === 'object' ? application.user?.id : application.user)
    return application && ownerId ? item(statusFrom(application, ownerId, titleOf, requestClock(request.headers))) : noSuchApplication(locale)
  }
  const checked = await checkApplicant(body, locale, request)
  if (checked instanceof NextResponse) return checked
  const status = await applicationStatusOf(checked.id, titleOf, requestClock(request.headers))
  return status ? item(status) : wrongCredentials(locale)
}
