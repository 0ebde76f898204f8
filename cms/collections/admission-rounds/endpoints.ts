import type { Endpoint } from 'payload'

import { loggableError } from '../../../lib/payload/errors'
import { fromOwnScript } from '../../../lib/security/own-script'
import { deadlineDateTime } from '../../../lib/format/dates'
import { requestClock } from '../../../lib/clock'
import { staffMay } from '../../access/roles'
import { adminT } from '../../admin-translations'
import { json, plainId } from '../shared/endpoint-answers'
import { readBody } from '../shared/read-body'

const STATUS = { noWaitlist: 404, alreadyPromoted: 409, badDeadline: 422, notAnnounced: 409 } as const

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

export const admissionRoundEndpoints: Endpoint[] = [{ path: '/:id/promote-waitlist', method: 'post', handler: promoteWaitlist }]
