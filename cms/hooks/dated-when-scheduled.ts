import type { CollectionBeforeChangeHook } from 'payload'

import { pendingSchedulesOf } from '../admin/schedule/upcoming'

/**
 * A post that goes out by its 게시 예약 is dated when it goes out: its 게시일 becomes the scheduled time (unless
 * staff dated it later), not the moment the draft was first saved, so it is not listed back-dated. Payload's
 * schedulePublish task publishes with a plain update and no context, so the running job is found in the queue
 * (the runner marks it `processing` before it runs).
 */
export const datedWhenScheduledOut: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, collection, req }) => {
  if (operation !== 'update' || data._status !== 'published' || originalDoc?.id === undefined) return data
  const where = pendingSchedulesOf(collection.slug)
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: { and: [where, { processing: { equals: true } }, { 'input.type': { equals: 'publish' } }, { 'input.doc.value': { equals: String(originalDoc.id) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const scheduledAt = (docs[0] as { waitUntil?: string | null } | undefined)?.waitUntil
  if (!scheduledAt) return data
  const dated = data.publishedAt ?? originalDoc.publishedAt
  if (dated && new Date(dated).getTime() >= new Date(scheduledAt).getTime()) return data
  return { ...data, publishedAt: scheduledAt }
}
