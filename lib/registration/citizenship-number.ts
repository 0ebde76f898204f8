import type { Payload } from 'payload'

import { recordAccess, type Accessor } from '../privacy/access-log'
import { decrypt } from '../security/encryption'
import type { UniqueIdKind } from './identifiers'

export type FullCitizenshipNumber = { number: string; kind: UniqueIdKind } | { unreadable: true }

/** Whether an application holds a unique identifier (stored encrypted), without decrypting it. */
export async function hasCitizenshipNumber(payload: Payload, applicationId: number | string): Promise<boolean> {
  const application = await payload.findByID({ collection: 'applications', id: applicationId, depth: 0, showHiddenFields: true, overrideAccess: true, disableErrors: true, select: { citizenshipNoEncrypted: true } })
  return Boolean(application?.citizenshipNoEncrypted)
}

/**
 * An application's full unique identifier (resident, alien registration or passport number) and its kind,
 * decrypted for an admin who asked to see it on the application's page ("보기"), and the access log's line that
 * says so; it is shown masked everywhere else. Null when the application or its number does not exist.
 */
export async function revealCitizenshipNumber(payload: Payload, applicationId: number, who: Accessor): Promise<FullCitizenshipNumber | null> {
  const application = await payload.findByID({ collection: 'applications', id: applicationId, depth: 0, showHiddenFields: true, overrideAccess: true, disableErrors: true })
  const encrypted = application?.citizenshipNoEncrypted
  if (!application || !encrypted) return null
  let number: string
  try {
    number = decrypt(encrypted)
  } catch {
    return { unreadable: true }
  }
  await recordAccess(payload, who, { action: 'viewCitizenshipNumber', application: { id: application.id, reference: application.reference } })
  // Rows stored before the kinds were told apart hold a resident number.
  return { number, kind: application.uniqueIdKind ?? 'citizenship' }
}
