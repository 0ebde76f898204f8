import type { Payload } from 'payload'

import { generatedPassword } from './generated-password'
import { SEED_CONTEXT } from './upsert'

const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/**
 * The first admin: ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password (data/admin-password.txt).
 */
export async function seedAccounts(payload: Payload) {
  const email = process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL
  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (existing.totalDocs > 0) return
  const password = process.env.ADMIN_PASSWORD || generatedPassword('Admin account', email, 'admin-password.txt')
  await payload.create({
    collection: 'users',
    data: { email, password, name: '관리자', type: 'admin', state: 'active' },
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
}
