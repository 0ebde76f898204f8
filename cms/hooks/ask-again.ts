import type { CollectionBeforeOperationHook } from 'payload'

import { actingRole } from '../access/roles'
import { requireRecentProof } from '../access/recent-proof'

type Operation = 'delete' | 'update'

/**
 * Asks for a second-factor code from the last ten minutes before the given operations of a collection, on one document
 * or many (deleting applications, applicants' files and accounts, privacy requests; changing an applicant's file).
 * Asked before the operation, so nothing is written first (not even an uploaded file). Anyone but staff is refused by
 * the access rule, plainly: they are not asked for a code.
 */
export const askAgainBefore =
  (...operations: Operation[]): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if ((operations as string[]).includes(operation) && actingRole(req.user) !== null) await requireRecentProof(req)
    return args
  }
