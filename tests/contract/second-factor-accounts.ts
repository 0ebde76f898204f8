import fs from 'node:fs'
import path from 'node:path'

import type { User } from '@/cms/payload-types'
import { newSecret } from '@/lib/auth/second-factor/totp'
import { encrypt } from '@/lib/security/encryption'
import { query } from '../setup/database'
import { callSite } from '../setup/http'
import { sidOf } from '../setup/session-id'
import { codeAt, currentStep, freshCode } from '../setup/totp'
import { createAsAdmin, freshAddress, server } from './client'

let accounts = 0

/**
 * An account of `type` with a second factor, as enrollment leaves it: the secret encrypted with the
 * site's key (its data folder's secrets, as ENCRYPTION_KEY is unset on the test site).
 */
export async function accountWithSecondFactor(password: string, type: User['type'] = 'admin', label = 'second-factor') {
  const email = `${label}-${type}-${++accounts}-${Date.now()}@example.com`
  await createAsAdmin('users', { name: `2FA ${type}`, email, password, type, state: 'active' })
  const secret = newSecret()
  const { encryptionKey } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8')) as { encryptionKey: string }
  await query(server, 'UPDATE users SET totp_secret = $1, two_factor_since = $2 WHERE email = $3', [encrypt(secret, Buffer.from(encryptionKey, 'base64')), new Date().toISOString(), email])
  return { email, secret, type }
}

/** The code of `secret` now, or `offset` steps away. */
export const codeNow = (secret: string, offset = 0) => codeAt(secret, currentStep() + offset)

/**
 * A new admin signed in with a code through Payload's sign-in endpoint, whose session gave that code more than ten minutes ago:
 * its sign-in moved back in the database, as tests/contract/second-factor-again.test.ts does, so its sensitive acts
 * are asked again. `prove()` gives a fresh code, as the admin's dialog does.
 */
export async function staleStaffSession(password: string, label = 'stale') {
  const { email, secret } = await accountWithSecondFactor(password, 'admin', label)
  const reply = await callSite<{ token?: string; user?: { id: number } }>(server.baseUrl, '/cms-api/users/login', { method: 'POST', from: freshAddress(), body: { email, password, totp: await freshCode(secret, email) } })
  if (!reply.body.token || !reply.body.user) throw new Error(`The stale session's admin could not sign in: ${reply.status}`)
  const { token, user } = reply.body as { token: string; user: { id: number } }
  await query(server, 'UPDATE users_sessions SET created_at = $1 WHERE id = $2', [new Date(Date.now() - 11 * 60_000).toISOString(), sidOf(token)])
  await query(server, 'UPDATE users SET second_factor_proofs = NULL WHERE id = $1', [user.id])
  const prove = async () => callSite(server.baseUrl, '/cms-api/users/second-factor/again', { method: 'POST', token, headers: { 'x-requested-with': 'XMLHttpRequest' }, body: { code: await freshCode(secret, email) } })
  return { email, token, prove }
}
