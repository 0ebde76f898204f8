import type { Access, CollectionSlug, PayloadRequest, Where } from 'payload'

import { staffMay, type Area } from './roles'

const published: Where = { _status: { equals: 'published' } }
const datedByNow = (): Where => ({ publishedAt: { less_than_equal: new Date().toISOString() } })
const visible: Where = { visible: { equals: true } }

/**
 * The document a preview shows as it will look once published (lib/content/query.ts): its draft, whatever its status
 * and publish time. Only the Local API sets `context`; an HTTP client cannot.
 */
function previewedIn(req: PayloadRequest, collection: CollectionSlug): number | undefined {
  const preview = req.context?.preview as { collection?: unknown; id?: unknown } | undefined
  return preview?.collection === collection && typeof preview.id === 'number' ? preview.id : undefined
}

/**
 * What the public reads of `collection` (`rule`), and in a preview of one of its documents that document too,
 * provided it also meets `still` (switched on, say): no other draft or future document comes with it, of this
 * collection or of any other it links to.
 */
export function orPreviewed(req: PayloadRequest, collection: CollectionSlug, rule: Where, still: Where[] = []): Where {
  const id = previewedIn(req, collection)
  return id === undefined ? rule : { or: [rule, { and: [{ id: { equals: id } }, ...still] }] }
}

/**
 * Published and dated no later than now: a document whose 게시일 lies ahead stays out of sight until then,
 * whatever its status (lib/content/upcoming.ts ends cached reads at that moment). The staff who may read the collection read all.
 */
export const publishedByNowOrStaff =
  (collection: CollectionSlug): Access =>
  ({ req }) =>
    staffMay(req.user, collection as Area, 'read') || orPreviewed(req, collection, { and: [published, datedByNow()] })

/** Published and switched on (seminars). */
export const publishedVisibleOrStaff =
  (collection: CollectionSlug): Access =>
  ({ req }) =>
    staffMay(req.user, collection as Area, 'read') || orPreviewed(req, collection, { and: [published, visible] }, [visible])

/** Published, switched on and dated no later than now (weekly news, articles). */
export const publishedVisibleByNowOrStaff =
  (collection: CollectionSlug): Access =>
  ({ req }) =>
    staffMay(req.user, collection as Area, 'read') || orPreviewed(req, collection, { and: [published, visible, datedByNow()] }, [visible])
