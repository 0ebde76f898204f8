import type { CollectionBeforeOperationHook } from 'payload'

import { userIsAdmin } from '../../../access/is-admin'
import { requireRecentProof } from '../../../access/recent-proof'

/** Deleting applications (one, or many from the list) takes a second-factor code from the last ten minutes. */
export const askAgainBeforeDeleting: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // Others are refused by the access rule, plainly: they are not asked for a code.
  if ((operation === 'delete' || operation === 'deleteByID') && userIsAdmin(req.user)) await requireRecentProof(req)
  return args
}
