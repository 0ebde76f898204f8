import type { Access, PayloadRequest, Where } from 'payload'

import { userIsAdmin } from './is-admin'

const published: Where = { _status: { equals: 'published' } }
const datedByNow = (): Where => ({ publishedAt: { less_than_equal: new Date().toISOString() } })
const visible: Where = { visible: { equals: true } }

/**
 * The document a preview shows as it will look once published (lib/content/query.ts): its draft, whatever its status
 * and publish time. Only the Local API sets `context`; an HTTP client cannot.
 */
const previewedId = (req: PayloadRequest): number | undefined => (typeof req.context?.previewId === 'number' ? req.context.previewId : undefined)

/**
 * What the public reads (`rule`), and in a preview the previewed document too, provided it also meets `still`
 * (switched on, say): no other draft or future document comes with it.
 */
export function orPreviewed(req: PayloadRequest, rule: Where, still: Where[] = []): Where {
  const id = previewedId(req)
  return id === undefined ? rule : { or: [rule, { and: [{ id: { equals: id } }, ...still] }] }
}

/** For collections with drafts: the public reads only published documents. */
export const publishedOrAdmin: Access = ({ req }) => userIsAdmin(req.user) || orPreviewed(req, published)

/**
 * Published and dated no later than now: a document whose 게시일 lies ahead stays out of sight until then,
 * whatever its status (lib/content/upcoming.ts ends cached reads at that moment). Admins read all.
 */
export const publishedByNowOrAdmin: Access = ({ req }) => userIsAdmin(req.user) || orPreviewed(req, { and: [published, datedByNow()] })

/** Published and switched on (seminars). */
export const publishedVisibleOrAdmin: Access = ({ req }) => userIsAdmin(req.user) || orPreviewed(req, { and: [published, visible] }, [visible])

/** Published, switched on and dated no later than now (weekly news, articles). */
export const publishedVisibleByNowOrAdmin: Access = ({ req }) => userIsAdmin(req.user) || orPreviewed(req, { and: [published, visible, datedByNow()] }, [visible])
