import type { CollectionAfterDeleteHook } from 'payload'

import { recordAccess } from '../../../../lib/privacy/access-log'

/**
 * Each application a member of staff deletes leaves a line in the access log, in the deletion's own
 * transaction. The destruction of expired data (`context.destruction`) is recorded in the destruction
 * register instead: it is no one's access to the applicant's data.
 */
export const logDeletion: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context.destruction) return doc
  await recordAccess(req.payload, req, { action: 'delete', application: { id: doc.id, reference: doc.reference } }, req)
  return doc
}
