import type { CollectionBeforeChangeHook } from 'payload'

import { isStaff } from '../../../../lib/auth/staff'
import { requireRecentProof } from '../../../access/recent-proof'
import type { User } from '../../../payload-types'

type Sent = Partial<User> & { password?: unknown }

/** A new password, or an e-mail other than the account's: what signs in as the account. */
export const changesCredentials = (data: Sent, original: Pick<User, 'email'>): boolean =>
  (typeof data.password === 'string' && data.password !== '') || (typeof data.email === 'string' && data.email.toLowerCase().trim() !== original.email)

/**
 * The steps of taking an account over take a second-factor code from the last ten minutes: making a staff account (any
 * staff role), any change to another staff account (its role, state, name, password or e-mail), another account's role,
 * password or e-mail, and one's own password or e-mail (once the account has a second factor to give: the first
 * admin changes its generated password before it enrolls). With a staff role come the admin and, by role, others' data; with the
 * credentials, the account. Deleting an account is asked before the operation (cms/hooks/ask-again.ts).
 */
export const askAgainForAccounts: CollectionBeforeChangeHook<User> = async ({ data, originalDoc, operation, req }) => {
  if (operation === 'create') {
    if (isStaff(data)) await requireRecentProof(req)
    return data
  }
  if (!originalDoc || !req.user) return data
  const credentials = changesCredentials(data, originalDoc)
  const own = originalDoc.id === req.user.id
  const asked = own
    ? credentials && Boolean(req.user.twoFactorSince)
    : isStaff(originalDoc) || credentials || (data.type !== undefined && data.type !== originalDoc.type)
  if (asked) await requireRecentProof(req)
  return data
}
