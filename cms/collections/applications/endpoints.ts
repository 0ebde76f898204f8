import type { Endpoint, PayloadRequest } from 'payload'

import { loggableError } from '../../../lib/payload/errors'
import { exportApplications } from '../../../lib/privacy/export-applications'
import { recordAccess } from '../../../lib/privacy/access-log'
import { isRealDate } from '../../../lib/registration/calendar-date'
import { applicationFilters } from '../../../lib/privacy/export-filters'
import { requestClock } from '../../../lib/clock'
import { revealCitizenshipNumber } from '../../../lib/registration/citizenship-number'
import { fromOwnScript } from '../../../lib/security/own-script'
import { staffMay } from '../../access/roles'
import { unlessRecentlyProven } from '../../access/recent-proof'
import { adminT } from '../../admin-translations'
import { exportEndpoint } from '../shared/export-endpoint'
import { readBody } from '../shared/read-body'
import { json, plainId } from '../shared/endpoint-answers'

type Decision = 'review' | 'approve' | 'reject'

const FAULTS = { 'approval-after-activation': 'error-after-activation', 'approval-crash-after-activation': 'crash-after-activation' } as const

/** A failure injected into an approval: only in a test server (TEST_FAULTS=1, never production), only when the request asks. */
function injectedFault(req: PayloadRequest) {
  if (process.env.TEST_FAULTS !== '1' || process.env.APP_ENV === 'production') return null
  return FAULTS[(req.headers.get('x-test-fault') ?? '') as keyof typeof FAULTS] ?? null
}

/**
 * GET /cms-api/applications/exam-tickets?day=YYYY-MM-DD: the 수험표 of every interview on that Korean day as one PDF in
 * the staff member's admin language, for the staff who read applications; written to the access log as a bulk read.
 */
const dayOfTickets: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  if (!staffMay(req.user, 'applications', 'read')) return json({ message: t('examTickets:forbidden') }, 403)
  const day = new URL(req.url ?? 'http://localhost').searchParams.get('day') ?? ''
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isRealDate(day)) return json({ message: t('examTickets:badDay') }, 422)
  // Loaded when called: the PDF library and its fonts are for this one request, not for every use of the config.
  const { dayOfExamTickets, pdfResponse } = await import('../../../lib/admissions/exam-ticket')
  const tickets = await dayOfExamTickets(req.payload, day, req.i18n.language === 'en' ? 'en' : 'ko')
  if (!tickets) return json({ message: t('examTickets:none') }, 404)
  await recordAccess(req.payload, { user: req.user, headers: req.headers }, { action: 'exportApplications', details: { examTickets: day, applications: tickets.ids } })
  return pdfResponse(tickets.pdf, `수험표-${day}.pdf`, `exam-tickets-${day}.pdf`)
}

const reasonOf = ({ reason }: Record<string, unknown>) => (typeof reason === 'string' ? reason : '')

/**
 * POST /cms-api/applications/{id}/review, /approve and /reject (body `{reason}`), for the Start
 * review, Approve and Reject buttons of the application's edit view: the staff whose role decides applications.
 */
const decide =
  (decision: Decision): Endpoint['handler'] =>
  async (req) => {
    const t = adminT(req.t)
    if (!staffMay(req.user, 'applications', 'decide') || !fromOwnScript(req.headers)) return json({ message: t('applications:forbidden') }, 403)
    const id = plainId(req.routeParams?.id)
    if (id === null) return json({ message: t('applications:notFound') }, 404)
    // Loaded when called: the decision code mails through next-intl, which CLI runs of this config lack.
    const { approveApplication, decisionProblem, rejectApplication, startReview } = await import('../../../lib/registration/decision')
    const context = { origin: new URL(req.url ?? 'http://localhost').origin }
    try {
      if (decision === 'review') {
        await startReview(req.payload, id)
        return json({ message: t('applications:reviewStarted') }, 200)
      }
      if (decision === 'approve') {
        const application = await approveApplication(req.payload, id, req, context, new Date(), injectedFault(req))
        return json({ message: t('applications:approved', { studentNumber: application.studentNumber ?? '' }), studentNumber: application.studentNumber }, 200)
      }
      await rejectApplication(req.payload, id, req, reasonOf(await readBody(req)), context)
      return json({ message: t('applications:rejected') }, 200)
    } catch (error) {
      const problem = decisionProblem(error)
      if (problem) {
        const status = { notFound: 404, alreadyDecided: 409, reasonRequired: 422, sequenceExhausted: 409, departmentWithoutCode: 409, notConfirmed: 409, inRound: 409 }[problem]
        return json({ message: t(`applications:${problem}`) }, status)
      }
      req.payload.logger.error({ error: loggableError(error), msg: `Could not ${decision} application ${id}` })
      return json({ message: t('applications:failed') }, 500)
    }
  }

/**
 * POST /cms-api/applications/{id}/payment: 입금 확인 of an admitted applicant who confirmed enrolment, for the button of
 * the application's sidebar: the approval (account active, 학번, the mail), only for a confirmed enrolment; a test
 * server may cut it off as it may an approval.
 */
const confirmPayment: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  if (!staffMay(req.user, 'applications', 'decide') || !fromOwnScript(req.headers)) return json({ message: t('enrolment:forbidden') }, 403)
  const id = plainId(req.routeParams?.id)
  if (id === null) return json({ message: t('applications:notFound') }, 404)
  // Loaded when called, as the decisions are: it mails through next-intl.
  const { confirmPayment: confirm } = await import('../../../lib/admissions/enrolment')
  const { decisionProblem } = await import('../../../lib/registration/decision')
  try {
    const application = await confirm(req.payload, id, req, { origin: new URL(req.url ?? 'http://localhost').origin }, new Date(), injectedFault(req))
    return json({ message: t('enrolment:paymentConfirmed', { studentNumber: application.studentNumber ?? '' }), studentNumber: application.studentNumber }, 200)
  } catch (error) {
    const problem = decisionProblem(error)
    if (problem) return json({ message: t(`applications:${problem}`) }, problem === 'notFound' ? 404 : 409)
    req.payload.logger.error({ error: loggableError(error), msg: `Could not confirm the payment of application ${id}` })
    return json({ message: t('applications:failed') }, 500)
  }
}

/**
 * POST /cms-api/applications/{id}/citizenship-number: the whole unique identifier (resident, alien registration or
 * passport number) and its kind, for the "보기" of an
 * application's page; the staff whose role reveals it, from the admin's own script, with a second-factor code from the last ten minutes,
 * and each view is written to the access log.
 */
const revealNumber: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  if (!staffMay(req.user, 'applications', 'reveal') || !fromOwnScript(req.headers)) return json({ message: t('applications:forbidden') }, 403)
  const askAgain = await unlessRecentlyProven(req)
  if (askAgain) return askAgain
  const id = plainId(req.routeParams?.id)
  const revealed = id === null ? null : await revealCitizenshipNumber(req.payload, id, req)
  if (!revealed) return json({ message: t('applications:noCitizenshipNumber') }, 404)
  if ('unreadable' in revealed) return json({ message: t('applications:unreadable') }, 409)
  return Response.json({ number: revealed.number, kind: revealed.kind }, { headers: { 'Cache-Control': 'private, no-store' } })
}

const exportList = exportEndpoint({
  area: 'applications',
  name: { ko: '입학지원서', en: 'applications', ascii: 'applications' },
  filters: (req, params) => applicationFilters(req.payload, params, requestClock(req.headers)),
  build: (req, filters, where, text) => exportApplications(req.payload, filters, where, req, text),
})

export const applicationEndpoints: Endpoint[] = [
  exportList,
  { path: '/exam-tickets', method: 'get', handler: dayOfTickets },
  { path: '/:id/citizenship-number', method: 'post', handler: revealNumber },
  { path: '/:id/review', method: 'post', handler: decide('review') },
  { path: '/:id/approve', method: 'post', handler: decide('approve') },
  { path: '/:id/reject', method: 'post', handler: decide('reject') },
  { path: '/:id/payment', method: 'post', handler: confirmPayment },
]
