import {
  APIError,
  incrementLoginAttempts,
  type CollectionAfterErrorHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type RequestContext,
} from 'payload'

import { passkeyProves } from '../../../../lib/auth/passkeys/passkeys'
import { consumeSecondFactorCode, type SecondFactorColumns } from '../../../../lib/auth/second-factor/consume-code'
import { adminT } from '../../../admin-translations'
import type { User } from '../../../payload-types'

/** Why a sign-in with the right password was refused: no code sent, or a wrong, old or reused one. */
export type SecondFactorRefusal = 'required' | 'refused'

export const SECOND_FACTOR_ERROR = 'SecondFactorError'

const CODE = Symbol.for('school-site.sign-in-code')
const PASSKEY = Symbol.for('school-site.sign-in-passkey')
const REFUSED = Symbol.for('school-site.sign-in-code-refused')

const RESETTING = Symbol.for('school-site.password-reset')

type WithCode = RequestContext & { [CODE]?: unknown; [PASSKEY]?: unknown; [REFUSED]?: { id: number }; [RESETTING]?: boolean }

/**
 * The refusal of a sign-in whose password was right, for an account with a second factor. 401 like
 * a wrong password (Payload's REST endpoint counts it against the address's budget), with
 * `data.secondFactor` saying which: /api/login answers it as 422 under `errors.totp`.
 */
export class SecondFactorError extends APIError<{ secondFactor: SecondFactorRefusal }> {
  constructor(message: string, reason: SecondFactorRefusal) {
    super(message, 401, { secondFactor: reason }, true)
    // Named for the config's loggingLevels (an everyday refusal, not an error), whatever a minifier makes of the class's name.
    this.name = SECOND_FACTOR_ERROR
  }
}

/** Which second-factor refusal an error is (recognised by its shape: see lib/payload/errors.ts), else null. */
export function secondFactorRefusal(error: unknown): SecondFactorRefusal | null {
  const reason = (error as { data?: { secondFactor?: unknown } } | null)?.data?.secondFactor
  return reason === 'required' || reason === 'refused' ? reason : null
}

/**
 * Keeps the code a sign-in sent (`totp` beside `email` and `password`) for the check after the
 * password: Payload's REST endpoint passes only e-mail and password to the operation, so the code is
 * read from the request's body there, and from the Local API's data (/api/login).
 */
export const keepSignInCode: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  // Payload's password reset runs the beforeLogin hooks too; its session is ended afterwards (endSessionAfterReset).
  if (operation === 'resetPassword') (req.context as WithCode)[RESETTING] = true
  if (operation !== 'login') return args
  type Sent = { totp?: unknown; passkey?: unknown } | undefined
  const [fromArgs, fromBody] = [args.data as Sent, req.data as Sent]
  ;(req.context as WithCode)[CODE] = fromArgs?.totp ?? fromBody?.totp
  ;(req.context as WithCode)[PASSKEY] = fromArgs?.passkey ?? fromBody?.passkey
  return args
}

/**
 * Runs once the password is right (inside the sign-in's transaction, before any token is made): an
 * account with a second factor signs in only with a code of its authenticator, one step of clock
 * drift either way, and only a code newer than the last one it accepted; or with one of its recovery
 * codes, each once; or with one of its passkeys (`passkey` beside `totp`: lib/auth/passkeys/passkeys.ts). Otherwise no token: the
 * session Payload added is taken back with the transaction. A wrong code counts towards the
 * account's lock (countRefusedCode, once the transaction is gone).
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  if ((req.context as WithCode)[RESETTING]) return user
  const account = await req.payload.db.findOne<SecondFactorColumns>({ collection: 'users', where: { id: { equals: user.id } }, req })
  if (!account?.totpSecret) return user
  const t = adminT(req.t)
  const context = req.context as WithCode
  const [sent, passkey] = [context[CODE], context[PASSKEY]]
  if (passkey !== undefined && passkey !== null) {
    if (await passkeyProves(req, account.id, passkey, 'sign-in', user.email)) return user
  } else if (sent === undefined || sent === null || sent === '') {
    throw new SecondFactorError(t('signIn:codeRequired'), 'required')
  } else if (await consumeSecondFactorCode(req, account, sent)) {
    return user
  }
  context[REFUSED] = { id: account.id }
  throw new SecondFactorError(t('signIn:codeRefused'), 'refused')
}

/**
 * A wrong code counts as a failed sign-in towards the account's lock, as a wrong password does.
 * Counted after the sign-in's transaction was rolled back (which also undid Payload's reset of the
 * count when the password was right): by the afterError hook for Payload's REST endpoint, and by
 * lib/auth/login.ts for the Local API, which runs no afterError hook.
 */
export async function countRefusedCode(context: RequestContext | undefined, payload: Parameters<typeof incrementLoginAttempts>[0]['payload']) {
  const refused = (context as WithCode | undefined)?.[REFUSED]
  if (!refused) return
  delete (context as WithCode)[REFUSED]
  const user = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: refused.id } } })
  if (user) await incrementLoginAttempts({ collection: payload.collections.users.config, payload, user })
}

export const countRefusedCodeAfterError: CollectionAfterErrorHook = async ({ context, req }) => {
  await countRefusedCode(context, req.payload)
}

/**
 * Payload's password reset signs the account in (a token and a cookie, from a mailed link alone).
 * For an account with a second factor that session is ended at once: it signs in with its code.
 */
export const endSessionAfterReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const id = (result as { user?: { id?: number } } | undefined)?.user?.id
  if (typeof id !== 'number') return result
  const account = await req.payload.db.findOne<SecondFactorColumns>({ collection: 'users', where: { id: { equals: id } }, req })
  if (account?.totpSecret) await req.payload.update({ collection: 'users', id, data: { sessions: [] }, overrideAccess: true, req })
  return result
}
