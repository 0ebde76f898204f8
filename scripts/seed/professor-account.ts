import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { dataDir } from '../../cms/storage-paths'
import { SEED_CONTEXT } from './upsert'

const EMAIL = 'professor@example.com'

/**
 * A demo professor account linked to the first professor, to show /professor: PROFESSOR_PASSWORD, or
 * a generated password kept (owner-only) in data/professor-password.txt next to the admin's.
 */
export async function seedProfessorAccount(payload: Payload) {
  const existing = await payload.count({ collection: 'users', where: { email: { equals: EMAIL } }, overrideAccess: true })
  if (existing.totalDocs > 0) return
  const { docs } = await payload.find({ collection: 'professors', sort: 'order', limit: 1, depth: 0, locale: 'ko', overrideAccess: true })
  const professor = docs[0]
  if (!professor) return
  let password = process.env.PROFESSOR_PASSWORD
  if (!password) {
    password = crypto.randomBytes(12).toString('base64url')
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'professor-password.txt'), `${EMAIL}\n${password}\n`, { mode: 0o600 })
    payload.logger.info(`Demo professor account created: ${EMAIL} / ${password} (also in data/professor-password.txt)`)
  }
  const user = await payload.create({
    collection: 'users',
    data: { email: EMAIL, password, name: professor.name, type: 'professor', state: 'active' },
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  if (!professor.user) await payload.update({ collection: 'professors', id: professor.id, data: { user: user.id }, overrideAccess: true, context: SEED_CONTEXT })
}
