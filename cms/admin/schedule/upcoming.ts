import type { CollectionSlug, Payload, Where } from 'payload'
import { cache } from 'react'

export type Scheduled = { type: 'publish' | 'unpublish'; at: string }

type ScheduleJob = { input?: { type?: string; doc?: { relationTo?: string; value?: string | number } } | null; waitUntil?: string | null }

/** Payload's scheduled publishing jobs (task `schedulePublish`) of a collection not yet done, as a `where`. */
export const pendingSchedulesOf = (collection: string): Where => ({
  and: [
    { taskSlug: { equals: 'schedulePublish' } },
    { completedAt: { exists: false } },
    { hasError: { not_equals: true } },
    { 'input.doc.relationTo': { equals: collection } },
  ],
})

/**
 * The next 게시 예약 of each document of a collection, by document id: one read of the queue per list shown
 * (React's cache keeps it for the request the admin's list is rendered in).
 */
export const upcomingSchedules = cache(async (payload: Payload, collection: CollectionSlug): Promise<Map<string, Scheduled>> => {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: pendingSchedulesOf(collection), sort: 'waitUntil', limit: 0, pagination: false, depth: 0, overrideAccess: true })
  const next = new Map<string, Scheduled>()
  for (const job of docs as ScheduleJob[]) {
    const id = job.input?.doc?.value
    if (id === undefined || !job.waitUntil || next.has(String(id))) continue
    next.set(String(id), { type: job.input?.type === 'unpublish' ? 'unpublish' : 'publish', at: job.waitUntil })
  }
  return next
})
