import type { Endpoint, PayloadRequest } from 'payload'

import { addPasskey, assertionOptions, passkeysOf, registrationOptions, removePasskey, summaries } from '../../../lib/auth/passkeys/passkeys'
import { recordRightsChange } from '../../../lib/privacy/rights-records'
import { fromOwnScript } from '../../../lib/security/own-script'
import { isActiveUser } from '../../access/roles'
import { unlessRecentlyProven } from '../../access/recent-proof'
import { adminT } from '../../admin-translations'
import type { User } from '../../payload-types'
import { withOwnAccountLock } from './own-account-lock'
import { readBody } from '../shared/read-body'

type Account = User & { passkeys?: unknown; totpSecret?: string | null }

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })

const MAX_NAME = 60
const CONTROL_CHARACTERS = /\p{Cc}/u

/** The signed-in account from the admin's own script, with its passkey columns; or the refusal. */
async function signedInAccount(req: PayloadRequest): Promise<Account | Response> {
  const t = adminT(req.t)
  if (!isActiveUser(req.user) || !fromOwnScript(req.headers)) return json({ message: t('passkeys:forbidden') }, 403)
  const account = await req.payload.db.findOne<Account>({ collection: 'users', where: { id: { equals: req.user.id } }, req })
  return account ?? json({ message: t('passkeys:forbidden') }, 403)
}

/** GET /cms-api/users/passkeys: the signed-in account's passkeys (name, when added, when last used; never a key). */
const list: Endpoint['handler'] = async (req) => {
  const account = await signedInAccount(req)
  return account instanceof Response ? account : json({ passkeys: summaries(account) })
}

/**
 * POST /cms-api/users/passkeys/options: what the browser needs to make a passkey for the signed-in account, which has
 * its code already (a passkey stands in for the code; the recovery codes stay). A new way in is a sensitive act: it
 * takes a code from the last ten minutes.
 */
const options: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  const account = await signedInAccount(req)
  if (account instanceof Response) return account
  if (!account.totpSecret) return json({ message: t('secondFactorAgain:noFactor') }, 409)
  return (await unlessRecentlyProven(req)) ?? json(await registrationOptions(req, account))
}

/** POST /cms-api/users/passkeys `{response, name}`: the browser's new passkey, checked against its challenge and kept. Recorded. */
const add: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  const account = await signedInAccount(req)
  if (account instanceof Response) return account
  const askAgain = await unlessRecentlyProven(req)
  if (askAgain) return askAgain
  const { response, name } = await readBody(req)
  const label = typeof name === 'string' ? name.trim() : ''
  if (label.length > MAX_NAME || CONTROL_CHARACTERS.test(label)) return json({ message: t('passkeys:badName'), errors: { name: [t('passkeys:badName')] } }, 422)
  const added = await addPasskey(req, account, response, label || t('passkeys:defaultName'))
  if (!added) return json({ message: t('passkeys:refused') }, 422)
  await recordRightsChange(req, { subject: account.id, subjectEmail: account.email, change: 'passkeyAdded' })
  return json({ message: t('passkeys:added'), passkey: added }, 201)
}

/** DELETE /cms-api/users/passkeys/{id}: removes one of the signed-in account's passkeys (a sensitive act). Recorded. */
const remove: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  const account = await signedInAccount(req)
  if (account instanceof Response) return account
  const askAgain = await unlessRecentlyProven(req)
  if (askAgain) return askAgain
  const id = typeof req.routeParams?.id === 'string' ? req.routeParams.id : ''
  if (!(await removePasskey(req, account, id))) return json({ message: t('passkeys:notFound') }, 404)
  await recordRightsChange(req, { subject: account.id, subjectEmail: account.email, change: 'passkeyRemoved' })
  return json({ message: t('passkeys:removed') })
}

/**
 * POST /cms-api/users/passkeys/sign-in-options `{email}`: a challenge for the sign-in page's "패스키로 인증", signed for
 * that e-mail. The same for every address, whether it has an account or passkeys: nothing is looked up or written.
 */
const signInOptions: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  if (!fromOwnScript(req.headers)) return json({ message: t('passkeys:forbidden') }, 403)
  const { email } = await readBody(req)
  if (typeof email !== 'string' || email.length > 254) return json({ message: t('passkeys:needsPassword') }, 422)
  return json(await assertionOptions(req, 'sign-in', email.toLowerCase().trim()))
}

/** POST /cms-api/users/passkeys/again-options: a challenge for giving the second factor again with a passkey. */
const againOptions: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  const account = await signedInAccount(req)
  if (account instanceof Response) return account
  if (passkeysOf(account).length === 0) return json({ message: t('passkeys:none') }, 409)
  return json(await assertionOptions(req, 'again', String(account.id)))
}

export const passkeyEndpoints: Endpoint[] = [
  { path: '/passkeys', method: 'get', handler: list },
  { path: '/passkeys/options', method: 'post', handler: options },
  { path: '/passkeys', method: 'post', handler: withOwnAccountLock(add) },
  { path: '/passkeys/sign-in-options', method: 'post', handler: signInOptions },
  { path: '/passkeys/again-options', method: 'post', handler: againOptions },
  { path: '/passkeys/:id', method: 'delete', handler: withOwnAccountLock(remove) },
]
