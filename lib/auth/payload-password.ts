import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

const CURRENT_HASH_PREFIX = 'pbkdf2-sha256-v1:'

/**
 * Payload's key derivation of a password for a stored hash: its current format (PBKDF2-SHA256, 600,000 iterations,
 * 32 bytes, written with a prefix) or its older one (25,000 iterations, 512 bytes).
 */
export function derivePayloadHash(password: string, salt: string, storedHash: string | undefined): Promise<Buffer> {
  const legacy = typeof storedHash === 'string' && !storedHash.startsWith(CURRENT_HASH_PREFIX)
  return pbkdf2Async(password, salt, legacy ? 25_000 : 600_000, legacy ? 512 : 32, 'sha256')
}

/** Whether `password` is the account's, by the salt and hash Payload stored for it. */
export async function payloadPasswordMatches(password: string, { hash, salt }: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const stored = Buffer.from(hash.startsWith(CURRENT_HASH_PREFIX) ? hash.slice(CURRENT_HASH_PREFIX.length) : hash, 'hex')
  const derived = await derivePayloadHash(password, salt, hash)
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}
