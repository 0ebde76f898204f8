import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type WebAuthnCredential,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers'
import type { PayloadRequest } from 'payload'

import { configuredOrigin } from '../../env/site-origin'
import { CHALLENGE_MS, challengeIssuedAt, newChallenge, type ChallengePurpose } from './challenges'

/** A passkey as the account keeps it (users.passkeys, hidden from every answer). */
export type StoredPasskey = { id: string; publicKey: string; counter: number; transports: NonNullable<WebAuthnCredential['transports']>; name: string; createdAt: string; lastUsedAt: string | null }
/** What the admin lists of a passkey: never its key. */
export type PasskeySummary = Pick<StoredPasskey, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>

type PasskeyColumns = { id: number; email: string; name?: string | null; passkeys?: unknown }

const RP_NAME = '국제기독신학교'

const isStoredPasskey = (entry: unknown): entry is StoredPasskey => {
  const passkey = entry as StoredPasskey | null
  return Boolean(passkey && typeof passkey.id === 'string' && typeof passkey.publicKey === 'string' && typeof passkey.counter === 'number' && Array.isArray(passkey.transports))
}

export const passkeysOf = (account: Pick<PasskeyColumns, 'passkeys'>): StoredPasskey[] => (Array.isArray(account.passkeys) ? account.passkeys.filter(isStoredPasskey) : [])

export const summaries = (account: Pick<PasskeyColumns, 'passkeys'>): PasskeySummary[] => passkeysOf(account).map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }))

/**
 * The relying party: SITE_URL's host when it is set (the one address the passkeys belong to), else the host the request
 * came to (a site run at http://localhost:3000), through the trusted proxy's forwarded host when TRUST_PROXY says one is
 * in front. A passkey works only at the host it was made for.
 */
export function relyingParty(headers: Headers): { rpID: string; origin: string } {
  const proxied = Boolean(process.env.TRUST_PROXY)
  const host = (proxied && headers.get('x-forwarded-host')) || headers.get('host') || 'localhost'
  const origin = configuredOrigin() ?? `${(proxied && headers.get('x-forwarded-proto')) || 'http'}://${host}`
  return { rpID: new URL(origin).hostname, origin }
}

const write = (req: PayloadRequest, id: number, passkeys: StoredPasskey[]) => req.payload.db.updateOne({ collection: 'users', id, data: { passkeys, updatedAt: null }, req, returning: false })

/** Options for the browser to make a new passkey for `account`: one it can find by itself (no e-mail typed first), the ones it has excluded. */
export function registrationOptions(req: PayloadRequest, account: PasskeyColumns): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(req.headers).rpID,
    userName: account.email,
    userDisplayName: account.name ?? account.email,
    userID: isoUint8Array.fromUTF8String(`user-${account.id}`),
    challenge: newChallenge(req.payload.secret, 'register', String(account.id)),
    timeout: CHALLENGE_MS,
    attestationType: 'none',
    excludeCredentials: passkeysOf(account).map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
}

/** Checks the browser's new passkey against a challenge given to this account, and keeps it; null when refused. */
export async function addPasskey(req: PayloadRequest, account: PasskeyColumns, response: unknown, name: string): Promise<PasskeySummary | null> {
  if (!response || typeof response !== 'object') return null
  const { rpID, origin } = relyingParty(req.headers)
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: (challenge) => challengeIssuedAt(req.payload.secret, challenge, 'register', String(account.id)) !== null,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    })
    const passkeys = passkeysOf(account)
    if (!verified || passkeys.some(({ id }) => id === registrationInfo.credential.id)) return null
    const { credential } = registrationInfo
    const passkey: StoredPasskey = {
      id: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
    }
    await write(req, account.id, [...passkeys, passkey])
    return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: null }
  } catch {
    return null
  }
}

/**
 * Options for the browser to sign for `subject` (the e-mail typed at sign-in, or the signed-in account's id), for
 * `purpose`. No passkey is named: the device finds its own, so the options are the same for every e-mail.
 */
export const assertionOptions = (req: PayloadRequest, purpose: ChallengePurpose, subject: string): Promise<PublicKeyCredentialRequestOptionsJSON> =>
  generateAuthenticationOptions({ rpID: relyingParty(req.headers).rpID, challenge: newChallenge(req.payload.secret, purpose, subject), timeout: CHALLENGE_MS, userVerification: 'required' })

/**
 * Whether `response` is a signature of one of the account's passkeys over a challenge given for `purpose` and
 * `subject` since that passkey was last used (each challenge answers once, also from a passkey whose counter stays at
 * zero, as most phones' do), made at this site (its origin and relying party), with the user verified and any counter
 * moved on. The passkey's use is noted. Called inside the account's sessions lock (lib/payload/keyed-lock.ts): the sign-in's,
 * or the endpoint's.
 */
export async function passkeyProves(req: PayloadRequest, accountId: number, response: unknown, purpose: ChallengePurpose, subject: string): Promise<boolean> {
  const account = await req.payload.db.findOne<PasskeyColumns>({ collection: 'users', where: { id: { equals: accountId } }, req })
  const id = response && typeof response === 'object' ? (response as { id?: unknown }).id : undefined
  const passkeys = account ? passkeysOf(account) : []
  const passkey = passkeys.find((entry) => entry.id === id)
  if (!account || !passkey) return false
  const lastUse = passkey.lastUsedAt ? new Date(passkey.lastUsedAt).getTime() : 0
  const { rpID, origin } = relyingParty(req.headers)
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: (challenge) => (challengeIssuedAt(req.payload.secret, challenge, purpose, subject) ?? 0) > lastUse,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: true,
    })
    if (!verified) return false
    const used = { ...passkey, counter: authenticationInfo.newCounter, lastUsedAt: new Date().toISOString() }
    await write(req, account.id, passkeys.map((entry) => (entry.id === passkey.id ? used : entry)))
    return true
  } catch {
    return false
  }
}

/** Removes one passkey of the account; false when it has none of that id. */
export async function removePasskey(req: PayloadRequest, account: PasskeyColumns, id: string): Promise<boolean> {
  const passkeys = passkeysOf(account)
  if (!passkeys.some((entry) => entry.id === id)) return false
  await write(req, account.id, passkeys.filter((entry) => entry.id !== id))
  return true
}
