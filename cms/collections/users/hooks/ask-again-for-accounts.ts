import type { CollectionBeforeChangeHook } from 'payload'

import { takesOverAccount } from '../../../../lib/auth/second-factor/sensitive-changes'
import { requireRecentProof } from '../../../access/recent-proof'
import type { User } from '../../../payload-types'

/**
 * The steps of taking an account over take a second-factor code from the last ten minutes (takesOverAccount says
 * which). Deleting an account is asked before the operation (cms/hooks/ask-again.ts).
 */
export const askAgainForAccounts: CollectionBeforeChangeHook<User> = async ({ data, originalDoc, operation, req }) => {
  // requireRecentProof lets a request without a user through (a sign-up makes no staff account: the access rules say so).
  if (!req.user || (operation === 'update' && !originalDoc)) return data
  if (takesOverAccount(data, operation === 'create' ? null : originalDoc, req.user)) await requireRecentProof(req)
  return data
}
