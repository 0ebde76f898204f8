import type { CollectionBeforeChangeHook } from 'payload'

import { requireRecentProof } from '../../../access/recent-proof'
import { UNIQUE_ID_FIELDS } from '../../../../lib/registration/identifiers'
import type { Application } from '../../../payload-types'

const DOCUMENTS = ['photo', 'confessionOfFaithFile', 'studyPlan', 'theologicalDissertationFile'] as const
const STORED_NUMBER = ['citizenshipNoEncrypted', 'citizenshipNoMasked', 'uniqueIdKind'] as const

const idOf = (value: unknown): string => String((value && typeof value === 'object' && 'id' in value ? value.id : value) ?? '')

/**
 * Changing an application's documents (its photo and files) or its unique identifier (resident, alien registration or
 * passport number) takes a second-factor code from the last ten minutes, as deleting it does: what the committee
 * decides on would otherwise change under a stolen session.
 * Runs before the number is encrypted (encryptUniqueId), which takes the new number from its virtual field.
 */
export const askAgainForPapers: CollectionBeforeChangeHook<Application> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const sent = data as Partial<Application> & Record<string, unknown>
  const number =
    Object.values(UNIQUE_ID_FIELDS).some((field) => typeof sent[field] === 'string' && sent[field].trim() !== '') ||
    STORED_NUMBER.some((key) => sent[key] !== undefined && (sent[key] ?? '') !== (originalDoc[key] ?? ''))
  const documents = DOCUMENTS.some((key) => sent[key] !== undefined && idOf(sent[key]) !== idOf(originalDoc[key]))
  if (number || documents) await requireRecentProof(req)
  return data
}
