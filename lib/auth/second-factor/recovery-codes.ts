import crypto from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, length: number, options: crypto.ScryptOptions) => Promise<Buffer>
/** scrypt at 2^12: a few milliseconds a code, and still centuries of work for all 2^40 codes of a stolen hash. */
const COST = { N: 4096, r: 8, p: 1 }

/** Ten codes, each of twelve digits (about 40 bits): typed on a phone's number pad like the six of a code. */
export const RECOVERY_CODE_COUNT = 10
const DIGITS = 12
const HASH_BYTES = 32
const VERSION = 's1'

/** `1234-5678-9012`, as shown to the user once. */
const grouped = (digits: string) => digits.match(/\d{4}/g)!.join('-')

/** Ten new recovery codes, as shown (grouped by four digits). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => grouped(Array.from({ length: DIGITS }, () => crypto.randomInt(10)).join('')))
}

/** A recovery code as typed (dashes and spaces ignored), or null when it is no recovery code. */
export function normalizeRecoveryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const digits = value.replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${DIGITS}}$`).test(digits) ? digits : null
}

/**
 * A code as stored: scrypt with a salt of its own (`s1:salt:hash`). Forty bits are few against a
 * stolen table, so a slow hash, as for passwords; the account's lock stops guessing online.
 */
export async function hashRecoveryCode(code: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const hash = await scrypt(code.replace(/\D/g, ''), salt, HASH_BYTES, COST)
  return `${VERSION}:${salt.toString('base64')}:${hash.toString('base64')}`
}

/** The index of the stored hash `code` matches, or -1. Every hash is checked, so the time taken tells nothing. */
export async function findRecoveryCode(code: string, stored: readonly string[]): Promise<number> {
  let found = -1
  for (const [index, entry] of stored.entries()) {
    const [version, salt, hash] = entry.split(':')
    if (version !== VERSION || !salt || !hash) continue
    const candidate = await scrypt(code, Buffer.from(salt, 'base64'), HASH_BYTES, COST)
    const expected = Buffer.from(hash, 'base64')
    if (expected.length === HASH_BYTES && crypto.timingSafeEqual(candidate, expected) && found === -1) found = index
  }
  return found
}
