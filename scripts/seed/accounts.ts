import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { dataDir } from '../../cms/storage-paths'
import { SEED_CONTEXT } from './upsert'

const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/**
 * The first admin: ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password printed once and
 * kept (owner-only) in data/admin-password.txt for local use.
 */
export async function seedAccounts(payload: Payload) {
  const email = process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL
  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (existing.totalDocs > 0) return
  let password = process.env.ADMIN_PASSWORD
  if (!password) {
    password = crypto.randomBytes(12).toString('base64url')
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'admin-password.txt'), `${email}\n${password}\n`, { mode: 0o600 })
    payload.logger.info(`Admin account created: ${email} / ${password} (also in data/admin-password.txt)`)
  }
  await payload.create({
    collection: 'users',
    data: { email, password, name: '관리자', type: 'admin', state: 'active' },
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
}
