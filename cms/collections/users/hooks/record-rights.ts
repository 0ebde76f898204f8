import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { recordRightsChange } from '../../../../lib/privacy/rights-records'
import type { User } from '../../../payload-types'

/**
 * Every grant, change and removal of an account's role or access goes to the access rights record,
 * in the same transaction as the change: an account made (its type and state), a type or state
 * changed (the approval of an application included), an account deleted.
 */
export const recordRightsOnChange: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  const subject = { subject: doc.id, subjectEmail: doc.email }
  if (operation === 'create') {
    await recordRightsChange(req, { ...subject, change: 'accountCreated', details: { to: `${doc.type}/${doc.state}` } })
    return doc
  }
  if (previousDoc && previousDoc.type !== doc.type) await recordRightsChange(req, { ...subject, change: 'roleChanged', details: { from: previousDoc.type, to: doc.type } })
  if (previousDoc && previousDoc.state !== doc.state) await recordRightsChange(req, { ...subject, change: 'stateChanged', details: { from: previousDoc.state, to: doc.state } })
  return doc
}

export const recordRightsOnDelete: CollectionAfterDeleteHook<User> = async ({ doc, req }) => {
  await recordRightsChange(req, { subject: doc.id, subjectEmail: doc.email, change: 'accountDeleted', details: { from: `${doc.type}/${doc.state}` } })
}
