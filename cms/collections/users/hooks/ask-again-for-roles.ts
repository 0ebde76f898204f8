import type { CollectionBeforeChangeHook } from 'payload'

import { requireRecentProof } from '../../../access/recent-proof'
import type { User } from '../../../payload-types'

/**
 * Giving an account the admin role, or changing another account's role, takes a second-factor code from the last ten
 * minutes: with the role come everyone's applications.
 */
export const askAgainForRoles: CollectionBeforeChangeHook<User> = async ({ data, originalDoc, operation, req }) => {
  const granted = operation === 'create' && data.type === 'admin'
  const changed = operation === 'update' && originalDoc && data.type !== undefined && data.type !== originalDoc.type && originalDoc.id !== req.user?.id
  if (granted || changed) await requireRecentProof(req)
  return data
}
