import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { adminT } from '../../../admin-translations'
import type { User } from '../../../payload-types'

/** What the approval passes in `context` when it activates an applicant's account. */
export type ApprovalContext = { approval?: boolean }

/**
 * An account's state decides what it may do, so changing it has consequences here:
 * - leaving "active" (disabled, rejected) ends every session of the account at once;
 * - an applicant's account becomes active only through the approval of its application (which
 *   also gives the student number), never by editing the account.
 */
export const guardStateChange: CollectionBeforeChangeHook<User> = async ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || !originalDoc || data.state === undefined || data.state === originalDoc.state) return data
  if (data.state !== 'active') return { ...data, sessions: [] }
  if ((context as ApprovalContext).approval) return data
  const waiting = await req.payload.count({
    collection: 'applications',
    where: { and: [{ user: { equals: originalDoc.id } }, { state: { not_equals: 'approved' } }] },
    req,
    overrideAccess: true,
  })
  if (waiting.totalDocs === 0) return data
  const t = adminT(req.t)
  throw new ValidationError({ collection: 'users', errors: [{ path: 'state', label: t('accounts:state'), message: t('accounts:activateThroughApproval') }], req }, req.t)
}
