import type { Endpoint } from 'payload'

import { loggableError } from '../../../lib/payload/errors'
import { fromOwnScript } from '../../../lib/security/own-script'
import { deadlineDateTime } from '../../../lib/format/dates'
import { requestClock } from '../../../lib/clock'
import { staffMay } from '../../access/roles'
import { adminT } from '../../admin-translations'
import { json, plainId } from '../shared/endpoint-answers'
import { readBody } from '../shared/read-body'

const STATUS = { noWaitlist: 404, alreadyPromoted: 409, badDeadline: 422, notAnnounced: 409, noPlace: 409, badRequest: 422 } as const

/**
 * POST /cms-api/admission-rounds/{id}/promote-waitlist `{department, deadline}`: 추가 합격 of the department's next
 * 예비 in the round, with their own enrolment deadline (an instant), for the staff who decide applications.
 */
const promoteWaitlist: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  if (!staffMay(req.user, 'applications', 'decide') || !fromOwnScript(req.headers)) return json({ message: t('enrolment:forbidden') }, 403)
  const body = await readBody(req)
  const round = plainId(req.routeParams?.id)
  const department = plainId(typeof body.department === 'number' ? String(body.department) : body.department)
  if (round === null || department === null) return json({ message: t('enrolment:badRequest') }, 422)
  const deadline = new Date(typeof body.deadline === 'string' ? body.deadline : '')
  // Loaded when called: the enrolment code reaches next-intl through the mails, which CLI runs of this config lack.
  const { enrolmentProblem, promoteNextOnWaitlist } = await import('../../../lib/admissions/enrolment')
  try {
    const promoted = await promoteNextOnWaitlist(req.payload, round, department, deadline, req, requestClock(req.headers))
    const values = { rank: String(promoted.waitlistRank ?? ''), reference: promoted.reference ?? '', deadline: deadlineDateTime(deadline.toISOString(), req.i18n.language === 'en' ? 'en' : 'ko') }
    return json({ message: t('enrolment:promoted', values), application: promoted.id }, 200)
  } catch (error) {
    const problem = enrolmentProblem(error)
    if (problem && problem in STATUS) return json({ message: t(`enrolment:${problem as keyof typeof STATUS}`) }, STATUS[problem as keyof typeof STATUS])
    req.payload.logger.error({ error: loggableError(error), msg: `Could not promote the waiting list of round ${round}` })
    return json({ message: t('applications:failed') }, 500)
  }
}

/**
 * GET /cms-api/admission-rounds/{id}/progress: each department of the round with its places and how many applications
 * are at each stage (lib/admissions/round-progress.ts), for the staff who may export applications (the dashboard's lists).
 */
const progress: Endpoint['handler'] = async (req) => {
  if (!staffMay(req.user, 'applications', 'export')) return json({ message: adminT(req.t)('applications:forbidden') }, 403)
  const id = plainId(req.routeParams?.id)
  const round = id === null ? null : await req.payload.findByID({ collection: 'admission-rounds', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!round) return json({ message: adminT(req.t)('rounds:notFound') }, 404)
  const { roundProgress } = await import('../../../lib/admissions/round-progress')
  return Response.json({ round: round.id, departments: await roundProgress(req.payload, round, requestClock(req.headers)) }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export const admissionRoundEndpoints: Endpoint[] = [
  { path: '/:id/promote-waitlist', method: 'post', handler: promoteWaitlist },
  { path: '/:id/progress', method: 'get', handler: progress },
]
