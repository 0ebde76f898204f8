import type { CollectionBeforeChangeHook } from 'payload'

import { requireRecentProof } from '../../../access/recent-proof'
import type { User } from '../../../payload-types'

/**
 * Giving an account the admin role, changing another account's role, or another admin account's state (disabling,
 * enabling again), takes a second-factor code from the last ten minutes: with the role come everyone's applications.
 */
export const askAgainForRoles: CollectionBeforeChangeHook<User> = async ({ data, originalDoc, operation, req }) => {
  const granted = operation === 'create' && data.type === 'admin'
  const another = operation === 'update' && originalDoc && originalDoc.id !== req.user?.id
  const changed = another && ((data.type !== undefined && data.type !== originalDoc.type) || (originalDoc.type === 'admin' && data.state !== undefined && data.state !== originalDoc.state))
  if (granted || changed) await requireRecentProof(req)
  return data
}
