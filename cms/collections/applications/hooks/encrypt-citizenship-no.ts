import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { isCitizenshipNoShape } from '../../../../lib/registration/schema'
import { encrypt, maskCitizenshipNo, normalizeCitizenshipNo } from '../../../../lib/security/encryption'

/**
 * The citizenship number arrives in the virtual `citizenshipNo` field and is only ever stored
 * encrypted, next to its masked form for lists and the applicant's own view. (Collection hooks run
 * before field validation, so the shape is checked here.)
 */
export const encryptCitizenshipNo: CollectionBeforeChangeHook = ({ data, collection, req }) => {
  const plain = typeof data.citizenshipNo === 'string' ? data.citizenshipNo.trim() : ''
  delete data.citizenshipNo
  if (!plain) return data
  if (!isCitizenshipNoShape(plain)) {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'citizenshipNo', message: '######-#######' }], req })
  }
  const normalized = normalizeCitizenshipNo(plain)
  return { ...data, citizenshipNoEncrypted: encrypt(normalized), citizenshipNoMasked: maskCitizenshipNo(normalized) }
}
