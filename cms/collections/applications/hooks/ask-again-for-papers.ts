import type { CollectionBeforeChangeHook } from 'payload'

import { requireRecentProof } from '../../../access/recent-proof'
import { changesPapers } from '../../../../lib/auth/second-factor/sensitive-changes'
import type { Application } from '../../../payload-types'

/**
 * Changing an application's documents (its photo and files) or its unique identifier (resident, alien registration or
 * passport number) takes a second-factor code from the last ten minutes, as deleting it does: what the committee
 * decides on would otherwise change under a stolen session.
 * Runs before the number is encrypted (encryptUniqueId), which takes the new number from its virtual field.
 */
export const askAgainForPapers: CollectionBeforeChangeHook<Application> = async ({ data, originalDoc, operation, req }) => {
  if (operation === 'update' && originalDoc && changesPapers(data, originalDoc)) await requireRecentProof(req)
  return data
}
