import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

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
  const message = req.i18n?.language === 'en' ? 'Approve the application instead: approval activates the account and gives the student number.' : '지원서 화면에서 승인해 주세요. 승인하면 계정이 활성화되고 학번이 부여됩니다.'
  throw new ValidationError({ collection: 'users', errors: [{ path: 'state', label: req.i18n?.language === 'en' ? 'State' : '상태', message }], req }, req.t)
}
