import { headers } from 'next/headers'

import type { Where } from 'payload'

import type { Application } from '@/cms/payload-types'

import { currentUser } from '../auth/session'
import { payloadClient } from '../payload/client'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The application of whoever asks about their data (PIPA Art. 35-37): a signed-in applicant's newest
 * one, or the one whose reference, e-mail and date of birth all match what was sent. Null otherwise,
 * with no hint which part did not match.
 */
export async function provenApplication(body: Record<string, unknown>): Promise<Application | null> {
  const payload = await payloadClient()
  const user = await currentUser(await headers())
  const proof = { reference: text(body.reference), email: text(body.email).toLowerCase(), dob: text(body.dob) }
  const where: Where | null =
    proof.reference && proof.email && proof.dob
      ? { and: [{ reference: { equals: proof.reference } }, { email: { equals: proof.email } }, { dob: { equals: proof.dob } }] }
      : user?.type === 'student'
        ? { user: { equals: user.id } }
        : null
  if (!where) return null
  const { docs } = await payload.find({ collection: 'applications', where, sort: '-createdAt', limit: 1, depth: 1, locale: 'all', overrideAccess: true, context: { wholeNumbers: true } })
  return docs[0] ?? null
}
