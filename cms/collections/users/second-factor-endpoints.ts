import { incrementLoginAttempts, type Endpoint, type PayloadRequest } from 'payload'
import QRCode from 'qrcode'
import { generateURI } from 'otplib'

import { hashRecoveryCode, newRecoveryCodes } from '../../../lib/auth/second-factor/recovery-codes'
import { passkeyProves } from '../../../lib/auth/passkeys/passkeys'
import { recentProofUntil, recordProof, recordRefusal } from '../../../lib/auth/second-factor/recent-proof'
import { consumeSecondFactorCode, type SecondFactorColumns } from '../../../lib/auth/second-factor/consume-code'
import { acceptedStep, newSecret, normalizeCode, openSecret, sealSecret } from '../../../lib/auth/second-factor/totp'
import { recordAccess } from '../../../lib/privacy/access-log'
import { fromOwnScript } from '../../../lib/security/own-script'
import { isActiveUser, staffMay } from '../../access/roles'
import { unlessRecentlyProven } from '../../access/recent-proof'
import { adminT } from '../../admin-translations'
import type { User } from '../../payload-types'
import { withOwnAccountLock } from './own-account-lock'
import { recordRightsChange } from '../../../lib/privacy/rights-records'
import { readBody } from '../shared/read-body'

const ISSUER = '국제기독신학교'
const json = (body: Record<string, unknown>, status = 200) => Response.json(body, { status })

type Columns = User & SecondFactorColumns & { totpPendingSecret?: string | null; twoFactorSince?: string | null }

const isLocked = (account: Pick<Columns, 'lockUntil'> | null) => Boolean(account?.lockUntil && new Date(account.lockUntil).getTime() > Date.now())

const columnsOf = (req: PayloadRequest, id: number) => req.payload.db.findOne<Columns>({ collection: 'users', where: { id: { equals: id } }, req })


/**
 * POST /cms-api/users/second-factor/setup: a new secret for the signed-in account, which has no
 * second factor yet: the otpauth address as a QR code (SVG) and the secret as text, to type into
 * an authenticator app. It is kept aside (encrypted) until a first code confirms it.
 */
const setup: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  if (!isActiveUser(req.user) || !fromOwnScript(req.headers)) return json({ message: t('secondFactor:forbidden') }, 403)
  const account = await columnsOf(req, req.user.id)
  if (!account || account.totpSecret) return json({ message: t('secondFactor:alreadyEnrolled') }, 409)
  const secret = newSecret()
  await req.payload.db.updateOne({ collection: 'users', id: account.id, data: { totpPendingSecret: sealSecret(secret) }, req })
  const uri = generateURI({ issuer: ISSUER, label: account.email, secret })
  const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return json({ secret, uri, qr })
}

/**
 * POST /cms-api/users/second-factor/confirm `{code}`: the first code of the new authenticator turns
 * the second factor on; the answer holds the ten recovery codes, shown this once and stored hashed.
 */
const confirm: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  if (!isActiveUser(req.user) || !fromOwnScript(req.headers)) return json({ message: t('secondFactor:forbidden') }, 403)
  const account = await columnsOf(req, req.user.id)
  if (!account || account.totpSecret) return json({ message: t('secondFactor:alreadyEnrolled') }, 409)
  if (!account.totpPendingSecret) return json({ message: t('secondFactor:noSetup') }, 409)
  const code = normalizeCode((await readBody(req)).code)
  const step = code ? await acceptedStep(openSecret(account.totpPendingSecret), code, null) : null
  if (step === null) return json({ message: t('secondFactor:codeRefused'), errors: { code: [t('secondFactor:codeRefused')] } }, 422)
  const recoveryCodes = newRecoveryCodes()
  await req.payload.db.updateOne({
    collection: 'users',
    id: account.id,
    data: {
      totpSecret: account.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
      twoFactorSince: new Date().toISOString(),
      recoveryCodes: await Promise.all(recoveryCodes.map(hashRecoveryCode)),
    },
    req,
  })
  await recordRightsChange(req, { subject: account.id, subjectEmail: account.email, change: 'secondFactorEnrolled' })
  await recordProof(req)
  return json({ message: t('secondFactor:enrolled'), recoveryCodes })
}

/**
 * POST /cms-api/users/second-factor/again `{code}` or `{passkey}`: the signed-in account gives its code (or a recovery
 * code, or a passkey's signature: lib/auth/passkeys/passkeys.ts) again,
 * for the most sensitive acts of the next ten minutes (cms/access/recent-proof.ts). A wrong one counts towards the
 * account's lock and goes into the access log, as at sign-in; a locked account is refused, and its sessions end. It
 * also counts in the re-ask's own counts, per session and per account, which no unlock resets (recordRefusal): at
 * their limit the account's sessions end too, so a stolen session cannot guess on between unlocks.
 */
const again: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  if (!isActiveUser(req.user) || !fromOwnScript(req.headers)) return json({ message: t('secondFactor:forbidden') }, 403)
  return checkAgain(req, req.user.id, await readBody(req))
}

async function checkAgain(req: PayloadRequest, id: number, { code, passkey }: Record<string, unknown>): Promise<Response> {
  const t = adminT(req.t)
  const account = await columnsOf(req, id)
  if (!account?.totpSecret) return json({ message: t('secondFactorAgain:noFactor') }, 409)
  if (!isLocked(account)) {
    const proven = passkey !== undefined && passkey !== null ? await passkeyProves(req, account.id, passkey, 'again', String(account.id)) : await consumeSecondFactorCode(req, account, code)
    if (proven) {
      // A right code clears the count of wrong ones, as a sign-in does.
      if (account.loginAttempts) await req.payload.db.updateOne({ collection: 'users', id: account.id, data: { loginAttempts: 0 }, req, returning: false })
      return json({ message: t('secondFactorAgain:proven'), provenUntil: await recordProof(req) })
    }
    await incrementLoginAttempts({ collection: req.payload.collections.users.config, payload: req.payload, user: account })
    const tooMany = await recordRefusal(req)
    const locked = isLocked(await columnsOf(req, account.id))
    await recordAccess(req.payload, { user: { ...account, collection: 'users' }, headers: req.headers }, { action: 'signInFailed', details: { reason: 'code', again: true, ...(locked && { locked }) } })
    if (!locked && !tooMany) return json({ message: t('signIn:codeRefused'), errors: { code: [t('signIn:codeRefused')] } }, 422)
    await endSessions(req, account.id)
    return json({ message: t(locked ? 'secondFactorAgain:locked' : 'secondFactorAgain:signedOut') }, 403)
  }
  await endSessions(req, account.id)
  return json({ message: t('secondFactorAgain:locked') }, 403)
}

const endSessions = (req: PayloadRequest, id: number) => req.payload.update({ collection: 'users', id, data: { sessions: [] }, overrideAccess: true, req })

/**
 * GET /cms-api/users/second-factor/again: until when the session's last code proves it (`{provenUntil}`, null when it
 * is over ten minutes old), so that the admin asks for the code before sending a sensitive act rather than after.
 */
const proofState: Endpoint['handler'] = async (req) => {
  if (!isActiveUser(req.user) || !fromOwnScript(req.headers)) return json({ message: adminT(req.t)('secondFactor:forbidden') }, 403)
  return json({ provenUntil: await recentProofUntil(req) })
}

/**
 * POST /cms-api/users/{id}/second-factor/reset: another admin takes an account's second factor away
 * (a lost phone without its recovery codes); the account's sessions end and it enrolls again at its
 * next sign-in. Recorded.
 */
const reset: Endpoint['handler'] = async (req) => {
  const t = adminT(req.t)
  if (!staffMay(req.user, 'users', 'update') || !req.user || !fromOwnScript(req.headers)) return json({ message: t('secondFactor:forbidden') }, 403)
  const raw = req.routeParams?.id
  const id = typeof raw === 'string' && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null
  const account = id === null ? null : await columnsOf(req, id)
  if (!account) return json({ message: t('secondFactor:notFound') }, 404)
  if (account.id === req.user.id) return json({ message: t('secondFactor:notYourOwn') }, 403)
  if (!account.totpSecret) return json({ message: t('secondFactor:notEnrolled') }, 409)
  const askAgain = await unlessRecentlyProven(req)
  if (askAgain) return askAgain
  // Through the Local API: the sessions are an array Payload keeps in a table of its own.
  await req.payload.update({
    collection: 'users',
    id: account.id,
    data: { totpSecret: null, totpPendingSecret: null, totpLastStep: null, twoFactorSince: null, recoveryCodes: null, sessions: [] },
    overrideAccess: true,
    req,
  })
  await recordRightsChange(req, { subject: account.id, subjectEmail: account.email, change: 'secondFactorReset' })
  return json({ message: t('secondFactor:resetDone') })
}

export const secondFactorEndpoints: Endpoint[] = [
  { path: '/second-factor/setup', method: 'post', handler: withOwnAccountLock(setup) },
  { path: '/second-factor/confirm', method: 'post', handler: withOwnAccountLock(confirm) },
  { path: '/second-factor/again', method: 'post', handler: withOwnAccountLock(again) },
  { path: '/second-factor/again', method: 'get', handler: proofState },
  { path: '/:id/second-factor/reset', method: 'post', handler: reset },
]
