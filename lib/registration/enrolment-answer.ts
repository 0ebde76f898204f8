import { getTranslations } from 'next-intl/server'
import type { NextResponse } from 'next/server'

import { errorResponse, item } from '../api/responses'
import type { Locale } from '../api/types'
import { answerOffer, enrolmentProblem, type EnrolmentAnswer } from '../admissions/enrolment'
import { requestClock } from '../clock'
import { payloadClient } from '../payload/client'
import { provenApplication } from '../privacy/applicant-proof'
import { tooManyRequests } from '../security/rate-limit'
import { documentTitles, noSuchApplication, statusFrom } from './status'

const ANSWERS: Record<string, EnrolmentAnswer> = { confirm: 'confirm', decline: 'decline' }

async function refusal(locale: Locale, status: number, key: 'notAdmitted' | 'outsidePeriod' | 'alreadyAnswered' | 'answerChoice') {
  const t = await getTranslations({ locale, namespace: 'enrolment' })
  return errorResponse(locale, status, 'invalid', { answer: [t(key)] })
}

/**
 * POST /api/registration/enrolment `{answer: confirm | decline}`: an admitted applicant's answer to their offer, proven
 * as the status lookup is (`{reference, email, dob}`) or by the signed-in applicant's session; the answer is the status
 * as it now stands. Once, within the enrolment period (a late offer's own deadline): else 409 under `answer`, unchanged.
 */
export async function answerEnrolment(body: Record<string, unknown>, locale: Locale, request: Request): Promise<NextResponse> {
  const answer = typeof body.answer === 'string' ? ANSWERS[body.answer] : undefined
  if (!answer) return refusal(locale, 422, 'answerChoice')
  const { application, retryAfterSeconds } = await provenApplication(body)
  if (retryAfterSeconds) return tooManyRequests(locale, retryAfterSeconds)
  const ownerId = application && (typeof application.user === 'object' ? application.user?.id : application.user)
  if (!application || !ownerId) return noSuchApplication(locale)
  const now = requestClock(request.headers)
  try {
    await answerOffer(await payloadClient(), application, answer, now)
  } catch (error) {
    const problem = enrolmentProblem(error)
    if (problem === 'notAdmitted' || problem === 'outsidePeriod' || problem === 'alreadyAnswered') return refusal(locale, 409, problem)
    throw error
  }
  return item(statusFrom({ ...application, enrolment: answer === 'confirm' ? 'confirmed' : 'declined' }, ownerId, await documentTitles(locale), now))
}
