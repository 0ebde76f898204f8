import type { Endpoint } from 'payload'

import { recordAccess } from '../../../lib/privacy/access-log'
import { REVIEW_DAYS } from '../../../lib/privacy/access-review'
import { fromOwnScript } from '../../../lib/security/own-script'
import { staffMay } from '../../access/roles'
import { adminT } from '../../admin-translations'

/**
 * POST /cms-api/access-log/review: an admin marks the monthly review of the access log done (the
 * dashboard's card); the review itself is an entry of the log, with who, when and from where.
 */
export const reviewEndpoint: Endpoint = {
  path: '/review',
  method: 'post',
  handler: async (req) => {
    const t = adminT(req.t)
    if (!staffMay(req.user, 'access-log', 'review') || !fromOwnScript(req.headers)) return Response.json({ message: t('review:forbidden') }, { status: 403 })
    const to = new Date()
    const from = new Date(to.getTime() - REVIEW_DAYS * 24 * 60 * 60 * 1000)
    await recordAccess(req.payload, { user: req.user, headers: req.headers }, { action: 'accessReviewed', details: { from: from.toISOString(), to: to.toISOString() } }, req)
    return Response.json({ message: t('review:done') })
  },
}
