import crypto from 'node:crypto'

import { isoBase64URL } from '@simplewebauthn/server/helpers'

/** What a challenge was given for: adding a passkey, a sign-in, or giving the second factor again. */
export type ChallengePurpose = 'register' | 'sign-in' | 'again'

/** How long the browser has to answer (the options' own timeout says the same). */
export const CHALLENGE_MS = 5 * 60_000

const mac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('base64url')

/**
 * A challenge the server need not keep: random, and signed with the site's secret together with what it is for, whose
 * (an account id, or the e-mail of a sign-in) and when it was given. Nothing is written when options are asked for, so
 * asking tells nothing about an account and disturbs no one else's ceremony; that each answers once is the passkey's
 * (its last use: lib/auth/passkeys/passkeys.ts).
 */
export function newChallenge(secret: string, purpose: ChallengePurpose, subject: string, now = Date.now()): Uint8Array<ArrayBuffer> {
  const text = `${purpose}|${encodeURIComponent(subject)}|${now}|${crypto.randomBytes(16).toString('base64url')}`
  return new Uint8Array(Buffer.from(`${text}|${mac(secret, text)}`, 'utf8'))
}

/** When the challenge (base64url, as the browser's answer carries it) was given, if it is ours, for this, for them, and still fresh; else null. */
export function challengeIssuedAt(secret: string, challenge: string, purpose: ChallengePurpose, subject: string, now = Date.now()): number | null {
  let text: string
  try {
    text = isoBase64URL.toUTF8String(challenge)
  } catch {
    return null
  }
  const cut = text.lastIndexOf('|')
  const [signed, signature] = [text.slice(0, cut), text.slice(cut + 1)]
  const expected = mac(secret, signed)
  if (cut < 0 || signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null
  const [given, whose, at] = signed.split('|')
  const issuedAt = Number(at)
  return given === purpose && decodeURIComponent(whose) === subject && issuedAt <= now && now - issuedAt < CHALLENGE_MS ? issuedAt : null
}
