import crypto from 'node:crypto'

import { encryptionKey } from '../env/secrets'

const ALGORITHM = 'aes-256-gcm'
const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/** AES-256-GCM with a fresh random IV: `v1:` + base64(iv | tag | ciphertext). */
export function encrypt(plaintext: string, key: Buffer = encryptionKey()): string {
  const iv = crypto.randomBytes(IV_BYTES)
  const cipher = crypto.createCipheriv(ALGORITHM, key, iv)
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`
}

/** The plaintext of `encrypt`'s output; throws when the value was altered or the key is another one. */
export function decrypt(value: string, key: Buffer = encryptionKey()): string {
  const [version, payload] = value.split(':')
  if (version !== VERSION || !payload) throw new Error('Not an encrypted value')
  const bytes = Buffer.from(payload, 'base64')
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted value too short')
  const decipher = crypto.createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES))
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
}
