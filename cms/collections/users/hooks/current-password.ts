import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { payloadPasswordMatches } from '../../../../lib/auth/payload-password'
import { adminT } from '../../../admin-translations'
import type { User } from '../../../payload-types'

const MAX_PASSWORD = 128

type Sent = Partial<User> & { password?: unknown; currentPassword?: unknown }

/**
 * One's own new password needs the current one beside it (`currentPassword`, a field without a column), on the account
 * page and on the password page alike: a session left open, or stolen, does not choose its account's password. Runs
 * after the question for the code (askAgainForAccounts). The server's own work (the Local API) is not asked.
 */
export const requireCurrentPassword: CollectionBeforeChangeHook<User> = async ({ data, originalDoc, operation, req }) => {
  const { currentPassword, ...rest } = data as Sent
  const own = operation === 'update' && originalDoc && req.user && req.user.id === originalDoc.id && req.payloadAPI !== 'local'
  if (!own || typeof rest.password !== 'string' || rest.password === '') return rest
  const stored = await req.payload.db.findOne<{ id: number; hash?: unknown; salt?: unknown }>({ collection: 'users', where: { id: { equals: originalDoc.id } }, req })
  if (typeof currentPassword === 'string' && currentPassword.length <= MAX_PASSWORD && stored && (await payloadPasswordMatches(currentPassword, stored))) return rest
  const t = adminT(req.t)
  throw new ValidationError({ collection: 'users', errors: [{ path: 'currentPassword', label: t('password:currentPassword'), message: t('password:currentWrong') }], req }, req.t)
}
