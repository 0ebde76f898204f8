import type { Payload } from 'payload'

import { generatedPassword } from './generated-password'
import { seedContext } from './upsert'

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
  const password = process.env.PROFESSOR_PASSWORD || generatedPassword('Demo professor account', EMAIL, 'professor-password.txt')
  const user = await payload.create({
    collection: 'users',
    data: { email: EMAIL, password, name: professor.name, type: 'professor', state: 'active' },
    overrideAccess: true,
    context: seedContext(),
  })
  if (!professor.user) await payload.update({ collection: 'professors', id: professor.id, data: { user: user.id }, overrideAccess: true, context: seedContext() })
}
