import type { NextRequest } from 'next/server'

import { errorResponse, notFound } from '../api/responses'
import { parseId } from '../content/query'
import { requestLocale } from '../content/locale'
import { payloadClient } from '../payload/client'
import { relationId } from '../payload/relation-id'
import { allowsExamTicket } from '../registration/file-access'
import { registrationError } from '../registration/responses'
import { applicantExamTicket, pdfResponse } from './exam-ticket'

/**
 * GET /api/registration/exam-ticket/{id}?access=…: the applicant's 수험표, by the signed link the status lookup gives
 * (./../registration/file-access.ts), since an applicant has no session before enrolment. 404 for an unknown
 * application, 403 for a link not made for it or expired, 409 while its interview is not set.
 */
export async function serveApplicantExamTicket(request: NextRequest, rawId: string): Promise<Response> {
  const locale = requestLocale(request)
  const id = parseId(rawId)
  const access = request.nextUrl.searchParams.get('access')
  const payload = await payloadClient()
  const application = id === null ? null : await payload.findByID({ collection: 'applications', id, depth: 0, overrideAccess: true, disableErrors: true, select: { user: true, examNumber: true } })
  if (!application) return notFound(locale)
  if (!access || !allowsExamTicket(access, application.id, relationId(application.user))) return errorResponse(locale, 403, 'forbidden')
  const pdf = await applicantExamTicket(payload, application.id)
  if (!pdf) return registrationError(locale, 409, 'examTicketNotReady')
  const number = application.examNumber ?? String(application.id)
  return pdfResponse(pdf, `수험표-${number}.pdf`, `exam-ticket-${number}.pdf`)
}
