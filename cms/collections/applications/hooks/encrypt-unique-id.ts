import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { UNIQUE_ID_FIELDS, UNIQUE_ID_KINDS, UNIQUE_ID_RULES } from '../../../../lib/registration/identifiers'
import { encrypt } from '../../../../lib/security/encryption'

/**
 * A unique identifier arrives in its virtual field (`citizenshipNo`, `alienRegistrationNo` or `passportNo`) and is
 * only ever stored encrypted, next to its masked form for lists and the applicant's own view and its kind. An
 * application holds one: a new one of any kind takes the old one's place. (Collection hooks run before field
 * validation, so the shape is checked here.)
 */
export const encryptUniqueId: CollectionBeforeChangeHook = ({ data, collection, req }) => {
  const sent = UNIQUE_ID_KINDS.flatMap((kind) => {
    const value = data[UNIQUE_ID_FIELDS[kind]]
    delete data[UNIQUE_ID_FIELDS[kind]]
    const plain = typeof value === 'string' ? value.trim() : ''
    return plain ? [{ kind, plain }] : []
  })
  const refused = sent.filter(({ kind, plain }) => !UNIQUE_ID_RULES[kind].shape(plain))
  if (refused.length > 0 || sent.length > 1) {
    const errors = (refused.length > 0 ? refused : sent.slice(1)).map(({ kind }) => ({ path: UNIQUE_ID_FIELDS[kind], message: UNIQUE_ID_RULES[kind].format }))
    throw new ValidationError({ collection: collection.slug, errors, req })
  }
  if (sent.length === 0) return data
  const [{ kind, plain }] = sent
  const rules = UNIQUE_ID_RULES[kind]
  const normalized = rules.normalize(plain)
  return { ...data, uniqueIdKind: kind, citizenshipNoEncrypted: encrypt(normalized), citizenshipNoMasked: rules.mask(normalized) }
}
