import type { Access, PayloadRequest, Where } from 'payload'

import { userIsAdmin } from './is-admin'

const published: Where = { _status: { equals: 'published' } }
const datedByNow = (): Where => ({ publishedAt: { less_than_equal: new Date().toISOString() } })
const visible: Where = { visible: { equals: true } }

/**
 * Staff's preview (lib/content/query.ts) reads drafts and future dates as they will look once published.
 * Only the Local API sets `context`; an HTTP client cannot.
 */
export const inPreview = (req: PayloadRequest): boolean => req.context?.preview === true

/** For collections with drafts: the public reads only published documents. */
export const publishedOrAdmin: Access = ({ req }) => userIsAdmin(req.user) || inPreview(req) || published

/**
 * Published and dated no later than now: a document whose 게시일 lies ahead stays out of sight until then,
 * whatever its status (lib/content/upcoming.ts ends cached reads at that moment). Admins read all.
 */
export const publishedByNowOrAdmin: Access = ({ req }) => userIsAdmin(req.user) || inPreview(req) || { and: [published, datedByNow()] }

/** Published and switched on (seminars). */
export const publishedVisibleOrAdmin: Access = ({ req }) => userIsAdmin(req.user) || (inPreview(req) ? visible : { and: [published, visible] })

/** Published, switched on and dated no later than now (weekly news, articles). */
export const publishedVisibleByNowOrAdmin: Access = ({ req }) =>
  userIsAdmin(req.user) || (inPreview(req) ? visible : { and: [published, visible, datedByNow()] })
