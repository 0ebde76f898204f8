import type { Payload } from 'payload'

import { decrypt } from '../security/encryption'

export type FullCitizenshipNumber = { number: string } | { unreadable: true }

/**
 * An application's full citizenship number, decrypted for an admin's detail view (it is stored
 * encrypted and shown masked everywhere else); null when the application has none.
 */
export async function fullCitizenshipNumber(payload: Payload, applicationId: number | string): Promise<FullCitizenshipNumber | null> {
  const application = await payload.findByID({ collection: 'applications', id: applicationId, depth: 0, showHiddenFields: true, overrideAccess: true, disableErrors: true })
  const encrypted = application?.citizenshipNoEncrypted
  if (!encrypted) return null
  try {
    return { number: decrypt(encrypted) }
  } catch {
    return { unreadable: true }
  }
}
