import { generateSecret, verify } from 'otplib'

import { decrypt, encrypt } from '../../security/encryption'

/** RFC 6238 as every authenticator app reads it: 6 digits, a 30-second step, SHA-1. */
export const TOTP_PERIOD_SECONDS = 30
/** A clock one step off either way is accepted (the drift). */
const DRIFT_SECONDS = TOTP_PERIOD_SECONDS
const SIX_DIGITS = /^\d{6}$/
/** Base32 (RFC 4648) of at least 80 bits, as ADMIN_TOTP_SECRET and authenticator apps write it. */
const BASE32_SECRET = /^[A-Z2-7]{16,}=*$/

/** A secret typed or pasted with spaces and lower case, in the canonical form, or null when it is no base32 secret. */
export function normalizeSecret(value: string): string | null {
  const secret = value.replace(/[\s-]/g, '').toUpperCase()
  return BASE32_SECRET.test(secret) ? secret.replace(/=+$/, '') : null
}

/** A new secret of 160 bits (RFC 4226's recommendation), base32. */
export const newSecret = (): string => generateSecret({ length: 20 })

/** The secret as stored: encrypted with the site's key (lib/security/encryption.ts), like the resident numbers. */
export const sealSecret = (secret: string): string => encrypt(secret)
export const openSecret = (stored: string): string => decrypt(stored)

/** A code as typed: digits only, spaces ignored ("123 456"). */
export const normalizeCode = (value: unknown): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const code = String(value).replace(/\s/g, '')
  return SIX_DIGITS.test(code) ? code : null
}

/**
 * The time step a code belongs to when it is right for `secret` now (one step of drift either way)
 * and newer than `lastStep`, the step of the account's last accepted code: a code is accepted once.
 * Null otherwise.
 */
export async function acceptedStep(secret: string, code: string, lastStep: number | null | undefined): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: DRIFT_SECONDS,
    ...(typeof lastStep === 'number' ? { afterTimeStep: lastStep } : {}),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}
