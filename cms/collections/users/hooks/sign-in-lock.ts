import { commitTransaction, type CollectionAfterErrorHook, type CollectionAfterOperationHook, type CollectionBeforeOperationHook, type RequestContext } from 'payload'

import { lockAccountSessions, type Release } from '../../../../lib/payload/keyed-lock'

/**
 * Sign-ins to one account run one at a time, whichever endpoint they come through (/api/login, Payload's
 * /cms-api/users/login and /admin all run Payload's login operation). Payload reads the account's
 * sessions before it checks the password and writes them all back with the new one afterwards, so
 * of two sign-ins at the same moment the later write dropped the earlier one's session, whose token
 * then silently authenticated no one (https://github.com/payloadcms/payload/issues/16027). One
 * sign-in at a time per account reads what the previous one wrote: in this process, and across
 * instances through a lock in Redis when REDIS_URL is set (lib/payload/keyed-lock.ts), which several
 * instances always share.
 *
 * Taken before any other hook of the operation; let go once it is committed (afterOperation), when
 * it fails through REST (afterError), by lib/auth/login.ts when Payload's Local API login throws,
 * and in the end by a timer, so that no path left out can hold an account for good.
 */
const LOCK = Symbol.for('school-site.sign-in-lock')
const LONGEST_SIGN_IN_MS = 30_000

type WithLock = RequestContext & { [LOCK]?: Release }

export const takeSignInLock: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = (args.data as { email?: unknown } | undefined)?.email
  if (typeof email !== 'string') return args
  const unlock = await lockAccountSessions(email)
  const timer = setTimeout(() => release(), LONGEST_SIGN_IN_MS).unref()
  const release = () => {
    clearTimeout(timer)
    unlock()
  }
  ;(req.context as WithLock)[LOCK] = release
  return args
}

/** Lets go of the sign-in's lock (when it has any). */
export function releaseSignInLock(context: RequestContext | undefined) {
  const release = (context as WithLock | undefined)?.[LOCK]
  if (!release) return
  delete (context as WithLock)[LOCK]
  release()
}

/**
 * The sign-in's own transaction is committed here, before the lock is let go (Payload would commit
 * it right after this hook, finding nothing left to do): the next sign-in to the account must read
 * the sessions this one wrote.
 */
export const releaseSignInLockAfterLogin: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'login') return result
  try {
    if (req.transactionID) await commitTransaction(req)
  } finally {
    releaseSignInLock(req.context)
  }
  return result
}

export const releaseSignInLockAfterError: CollectionAfterErrorHook = ({ context }) => {
  releaseSignInLock(context)
}
