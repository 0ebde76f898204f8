import { randomBytes } from 'node:crypto'

import { AuthenticationError, incrementLoginAttempts, LockedAuth, type CollectionBeforeOperationHook } from 'payload'

import { derivePayloadHash } from '../../lib/auth/payload-password'
import { isStaff } from '../../lib/auth/staff'
import type { User } from '../payload-types'

/**
 * What a sign-in may ask for in `context`: the user type chosen on the login form; `statusLookup`
 * for an applicant following their application, who may not be active yet (its session is ended at
 * once, lib/auth/login.ts).
 */
export type LoginContext = { loginType?: User['type']; statusLookup?: boolean }

/**
 * Runs before every sign-in (Payload's own login at /cms-api and /admin, /api/login and the status
 * lookup of /api/registration/status). Only an active account of the requested type may sign in (the type
 * "admin" stands for every staff role) (any but a disabled one for a status lookup). Any other account is answered exactly like a
 * wrong password: the same error, a failed attempt counted towards the lock, and the same work
 * done (the password is hashed as Payload would), so neither the answer, the lockout count nor
 * the time taken tells whether an account exists, is pending, or has another type. Unknown
 * e-mails cost a hash too, for the same reason. Payload itself then checks the lock and the password.
 */
export const refuseIneligibleLogin: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  if (typeof email !== 'string' || typeof password !== 'string' || password.trim() === '') return args

  const user = (await req.payload.db.findOne({ collection: collection.slug, where: { email: { equals: email.toLowerCase().trim() } } })) as
    | (User & { hash?: string; salt?: string })
    | null
  if (!user) {
    await hashLikePayload(password, undefined)
    return args
  }
  const { loginType, statusLookup } = req.context as LoginContext
  const admitted = user.state === 'active' || (statusLookup === true && user.state !== 'disabled')
  if (admitted && (!loginType || user.type === loginType || (loginType === 'admin' && isStaff(user)))) return args

  if (isLocked(user.lockUntil)) throw new LockedAuth(req.t)
  await hashLikePayload(password, user)
  await incrementLoginAttempts({ collection, payload: req.payload, user })
  if (isLocked(user.lockUntil)) throw new LockedAuth(req.t)
  throw new AuthenticationError(req.t)
}

const isLocked = (lockUntil: string | null | undefined) => Boolean(lockUntil && new Date(lockUntil).getTime() > Date.now())

/** The same key derivation Payload runs when it checks a password (current or legacy hash format). */
async function hashLikePayload(password: string, user: { hash?: string; salt?: string } | undefined) {
  await derivePayloadHash(password, user?.salt ?? randomBytes(32).toString('hex'), user?.hash)
}
