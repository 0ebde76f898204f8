import type { Endpoint } from 'payload'

import { withAccountLock } from '../../../lib/payload/keyed-lock'
import { isActiveUser } from '../../access/roles'

/**
 * An endpoint that writes the signed-in account's own row (its second factor, passkeys, proofs, lock count), run in the
 * account's sessions lock: a sign-in at the same moment writes the whole row back as it read it, and would undo the
 * write (a passkey just added, gone). One at a time per account also keeps a burst of guessed codes in line.
 */
export const withOwnAccountLock =
  (handler: Endpoint['handler']): Endpoint['handler'] =>
  (req) =>
    isActiveUser(req.user) ? withAccountLock(req.user.email, async () => handler(req)) : handler(req)
