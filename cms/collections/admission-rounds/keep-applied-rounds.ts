import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { adminT } from '../../admin-translations'

/**
 * A round that has applications is kept: they would lose their round, their 수험번호 would no longer say of what, and
 * their results would never be announced. The round's dates can still be changed.
 */
export const keepAppliedRounds: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'applications', where: { round: { equals: id } }, overrideAccess: true, req })
  if (totalDocs > 0) throw new AppliedRoundError(adminT(req.t)('rounds:hasApplications', { count: totalDocs }))
}

export const APPLIED_ROUND_ERROR = 'AppliedRoundError'

/** 409 with its message (public), named for the answer and the config's loggingLevels. */
class AppliedRoundError extends APIError {
  constructor(message: string) {
    super(message, 409, undefined, true)
    // Payload answers an error without a name as "An unknown error occurred", and a minifier drops the class's name.
    this.name = APPLIED_ROUND_ERROR
  }
}
