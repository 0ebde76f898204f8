import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { adminT } from '../../admin-translations'

/**
 * A round that has applications is kept: they would lose their round, their 수험번호 would no longer say of what, and
 * their results would never be announced. The round's dates can still be changed.
 */
export const keepAppliedRounds: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'applications', where: { round: { equals: id } }, overrideAccess: true, req })
  if (totalDocs > 0) throw new APIError(adminT(req.t)('rounds:hasApplications', { count: totalDocs }), 409, null, true)
}
