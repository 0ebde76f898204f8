import type { CollectionAfterDeleteHook } from 'payload'

import { recordAccess } from '../../../../lib/privacy/access-log'

/** Each deleted application leaves a line in the access log, in the deletion's own transaction. */
export const logDeletion: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await recordAccess(req.payload, req, { action: 'delete', application: { id: doc.id, reference: doc.reference } }, req)
  return doc
}
