import type { CollectionBeforeOperationHook } from 'payload'

import { requireRecentProof } from '../../../access/recent-proof'

/** Deleting applications (one, or many from the list) takes a second-factor code from the last ten minutes. */
export const askAgainBeforeDeleting: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'delete' || operation === 'deleteByID') await requireRecentProof(req)
  return args
}
