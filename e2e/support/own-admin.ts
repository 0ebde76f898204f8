import fs from 'node:fs'
import path from 'node:path'

import { expect, type APIRequestContext } from '@playwright/test'

import { newSecret } from '../../lib/auth/second-factor/totp'
import { encrypt } from '../../lib/security/encryption'
import { query } from '../../tests/setup/database'
import type { ServerInfo } from '../../tests/setup/server-info'
import { codeAt, currentStep } from '../../tests/setup/totp'
import { adminToken, proveAgain, unique } from './forms'
import { E2E_SERVER_INFO_FILE } from './site-info'

const PASSWORD = 'Own-admin-2026-test'

/**
 * An admin account of the test's own, with its own authenticator (its secret written as enrollment leaves it, encrypted
 * with the site's key): a test that writes the account's row (a passkey, a moved clock) does not race the run's other
 * sign-ins to the shared admin, and draws codes without waiting for the shared one's turns. Only on the site the global
 * setup started.
 */
export async function ownAdminAccount(request: APIRequestContext) {
  const site = JSON.parse(fs.readFileSync(E2E_SERVER_INFO_FILE, 'utf8')) as ServerInfo
  const email = `own-admin-${unique()}@example.com`
  await proveAgain(request)
  const created = await request.post('/cms-api/users', { headers: { Authorization: `JWT ${await adminToken(request)}` }, data: { email, password: PASSWORD, name: '테스트 관리자', type: 'admin', state: 'active' } })
  expect(created.status(), await created.text()).toBe(201)
  const secret = newSecret()
  const { encryptionKey } = JSON.parse(fs.readFileSync(path.join(site.dataDir, 'secrets.json'), 'utf8')) as { encryptionKey: string }
  await query(site, 'UPDATE users SET totp_secret = $1, two_factor_since = $2 WHERE email = $3', [encrypt(secret, Buffer.from(encryptionKey, 'base64')), new Date().toISOString(), email])
  return { email, password: PASSWORD, code: () => codeAt(secret, currentStep()) }
}
