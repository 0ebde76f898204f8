import type { CollectionAfterErrorHook, CollectionAfterOperationHook, CollectionBeforeOperationHook, Payload, RequestContext } from 'payload'

import { isStaff } from '../../../../lib/auth/staff'
import { isSignInRefusal } from '../../../../lib/payload/errors'
import { recordAccess } from '../../../../lib/privacy/access-log'
import type { User } from '../../../payload-types'
import { secondFactorRefusal } from './second-factor'

const SIGN_IN = Symbol.for('school-site.sign-in-email')

type WithSignIn = RequestContext & { [SIGN_IN]?: string }

/** Why a staff sign-in failed, as the access log keeps it: a wrong password (or a refused account), no code, a wrong code. */
export type SignInFailure = 'password' | 'codeMissing' | 'code'

/** Notes which account a sign-in is for, before any other hook can refuse it, for the record of a failure. */
export const noteSignIn: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = (args.data as { email?: unknown } | undefined)?.email
  if (typeof email === 'string') (req.context as WithSignIn)[SIGN_IN] = email
  return args
}

/**
 * A staff sign-in goes into the access log once it is committed (after releaseSignInLockAfterLogin).
 * Not inside the sign-in: a Local API call given the request replaces a context that holds only
 * symbol keys (Payload's REST endpoint's) by an empty one, and the sign-in's lock would be lost with it.
 */
export const recordSignIn: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  const user = operation === 'login' ? (result as { user?: User } | undefined)?.user : undefined
  if (user && isStaff(user)) await recordAccess(req.payload, { user: { ...user, collection: 'users' }, headers: req.headers }, { action: 'signIn' })
  return result
}

/**
 * A refused sign-in to a staff account goes into the access log: with why, and whether the account
 * is locked now. Written on its own, since the sign-in's transaction was rolled back: by the
 * afterError hook for Payload's REST endpoint (the admin's sign-in page too), and by lib/auth/login.ts
 * for the Local API, which runs no afterError hook. After the count of a wrong code (countRefusedCode).
 */
export async function recordFailedSignIn(context: RequestContext | undefined, payload: Payload, headers: Headers, error: unknown) {
  const email = (context as WithSignIn | undefined)?.[SIGN_IN]
  if (!email) return
  delete (context as WithSignIn)[SIGN_IN]
  if (!isSignInRefusal(error)) return
  const account = await payload.db.findOne<User>({ collection: 'users', where: { email: { equals: email.toLowerCase().trim() } } })
  if (!account || !isStaff(account)) return
  const refusal = secondFactorRefusal(error)
  const reason: SignInFailure = refusal === 'required' ? 'codeMissing' : refusal === 'refused' ? 'code' : 'password'
  const locked = Boolean(account.lockUntil && new Date(account.lockUntil).getTime() > Date.now())
  await recordAccess(payload, { user: { ...account, collection: 'users' }, headers }, { action: 'signInFailed', details: { reason, ...(locked && { locked }) } })
}

export const recordFailedSignInAfterError: CollectionAfterErrorHook = async ({ context, error, req }) => {
  await recordFailedSignIn(context, req.payload, req.headers, error)
}
