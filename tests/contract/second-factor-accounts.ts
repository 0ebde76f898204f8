import fs from 'node:fs'
import path from 'node:path'

import { newSecret } from '@/lib/auth/second-factor/totp'
import { encrypt } from '@/lib/security/encryption'
import { query } from '../setup/database'
import { codeAt, currentStep } from '../setup/totp'
import { createAsAdmin, server } from './client'

let accounts = 0

/**
 * An account of `type` with a second factor, as enrollment leaves it: the secret encrypted with the
 * site's key (its data folder's secrets, as ENCRYPTION_KEY is unset on the test site).
 */
export async function accountWithSecondFactor(password: string, type: 'admin' | 'professor' | 'student' = 'admin', label = 'second-factor') {
  const email = `${label}-${type}-${++accounts}-${Date.now()}@example.com`
  await createAsAdmin('users', { name: `2FA ${type}`, email, password, type, state: 'active' })
  const secret = newSecret()
  const { encryptionKey } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8')) as { encryptionKey: string }
  await query(server, 'UPDATE users SET totp_secret = $1, two_factor_since = $2 WHERE email = $3', [encrypt(secret, Buffer.from(encryptionKey, 'base64')), new Date().toISOString(), email])
  return { email, secret, type }
}

/** The code of `secret` now, or `offset` steps away. */
export const codeNow = (secret: string, offset = 0) => codeAt(secret, currentStep() + offset)
