import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
  type RequestContext,
} from 'payload'

import { staffPasswordProblem } from '../../../../lib/auth/password-policy'
import { isStaff } from '../../../../lib/auth/staff'
import { adminT } from '../../../admin-translations'
import type { User } from '../../../payload-types'

const PASSWORD_SET = Symbol.for('school-site.password-set')
const RESET = Symbol.for('school-site.password-reset-checked')

type WithPasswordSet = RequestContext & { [PASSWORD_SET]?: boolean; [RESET]?: boolean }

function refuseWeakStaffPassword(req: PayloadRequest, password: string, account: { type?: string | null; email?: string | null }) {
  if (!isStaff(account)) return
  const problem = staffPasswordProblem(password, account.email ?? '')
  // Payload's ValidationError words its message ("The following field is invalid: …") in English unless given the
  // request's `t`, and names the field by its path unless given a label.
  const label = ({ t }: { t: PayloadRequest['t'] }) => t('general:password')
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', label, message: adminT(req.t)(`password:${problem}`) }], req }, req.t)
}

/**
 * A staff account's new password follows the staff rule (lib/auth/password-policy.ts): when an
 * account is made or its password changed, in the admin, through /cms-api or the Local API. In a
 * password reset (checked before, checkStaffPasswordOnReset) `data` is the account's whole row, written
 * as this hook leaves it: a password its owner chose is no generated one any more.
 */
export const checkStaffPassword: CollectionBeforeValidateHook<User> = ({ data, originalDoc, req }) => {
  if ((req.context as WithPasswordSet)[RESET]) {
    if (data) data.passwordChangeRequired = false
    return data
  }
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || password === '') return data
  refuseWeakStaffPassword(req, password, { type: data?.type ?? originalDoc?.type, email: data?.email ?? originalDoc?.email })
  ;(req.context as WithPasswordSet)[PASSWORD_SET] = true
  return data
}

/**
 * Payload's password reset (the admin's "forgot password" link) sets the password without the
 * collection's validation: the staff rule is checked here, before the token is taken.
 */
export const checkStaffPasswordOnReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const { token, password } = (args.data ?? {}) as { token?: unknown; password?: unknown }
  if (typeof token !== 'string' || typeof password !== 'string') return args
  const account = await req.payload.db.findOne<User>({ collection: 'users', where: { resetPasswordToken: { equals: token } }, req })
  if (account) refuseWeakStaffPassword(req, password, account)
  ;(req.context as WithPasswordSet)[RESET] = true
  return args
}

/** A new password (the owner's, or one another admin gave) ends the demand to change a generated one. */
export const clearChangeRequired: CollectionAfterChangeHook<User> = async ({ doc, operation, req }) => {
  if (operation !== 'update' || !(req.context as WithPasswordSet)[PASSWORD_SET] || !doc.passwordChangeRequired) return doc
  await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { passwordChangeRequired: false }, req })
  return { ...doc, passwordChangeRequired: false }
}
