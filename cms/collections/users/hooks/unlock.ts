import { APIError, commitTransaction, initTransaction, type CollectionAfterOperationHook, type CollectionBeforeOperationHook, type RequestContext } from 'payload'

import { isStaff } from '../../../../lib/auth/staff'
import { recordRightsChange } from '../../../../lib/privacy/rights-records'
import { staffMay } from '../../../access/roles'
import { requireRecentProof } from '../../../access/recent-proof'
import { adminT } from '../../../admin-translations'
import type { User } from '../../../payload-types'

const UNLOCKING = Symbol.for('school-site.unlocking')

export const OWN_UNLOCK_ERROR = 'OwnUnlockError'

/** The refusal of one's own unlock: 403 with its message (public), named for the answer and the config's loggingLevels. */
class OwnUnlockError extends APIError {
  constructor(message: string) {
    super(message, 403, undefined, true)
    // Payload answers an error without a name as "An unknown error occurred", and a minifier drops the class's name.
    this.name = OWN_UNLOCK_ERROR
  }
}

type Unlocking = { id: number; email: string; commit: boolean }
type WithUnlocking = RequestContext & { [UNLOCKING]?: Unlocking }

/**
 * Before Payload's unlock (the admin's 잠금 해제, `POST /cms-api/users/unlock`): nobody unlocks their own account (the
 * access rule finds no such account either; this says why), since a stolen session would otherwise lift the lock its
 * own wrong codes set; unlocking another staff account asks for the code again. The unlock and its record of access
 * rights share one transaction, begun here: Payload's operation joins it, and recordUnlock commits it.
 */
export const guardUnlock: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'unlock' || !req.user || !staffMay(req.user, 'users', 'unlock')) return args
  const sent = (args.data as { email?: unknown } | undefined)?.email
  const email = typeof sent === 'string' ? sent.toLowerCase().trim() : ''
  const account = email ? await req.payload.db.findOne<User>({ collection: 'users', where: { email: { equals: email } }, req }) : null
  // No such account: Payload refuses it as it would.
  if (!account) return args
  if (account.id === req.user.id) throw new OwnUnlockError(adminT(req.t)('accounts:notOwnUnlock'))
  if (isStaff(account)) await requireRecentProof(req)
  ;(req.context as WithUnlocking)[UNLOCKING] = { id: account.id, email: account.email, commit: await initTransaction(req) }
  return args
}

/** Every unlock is a line of the record of access rights (who lifted whose lock, when, from where). */
export const recordUnlock: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  const unlocking = (req.context as WithUnlocking)[UNLOCKING]
  if (operation !== 'unlock' || !unlocking) return result
  delete (req.context as WithUnlocking)[UNLOCKING]
  if (result) await recordRightsChange(req, { subject: unlocking.id, subjectEmail: unlocking.email, change: 'accountUnlocked' })
  if (unlocking.commit) await commitTransaction(req)
  return result
}
