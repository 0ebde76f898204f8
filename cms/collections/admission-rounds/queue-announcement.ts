import type { CollectionAfterChangeHook } from 'payload'

import type { AdmissionRound } from '@/cms/payload-types'

import { queueResultMails } from '../../../lib/admissions/queue'

/**
 * A new round, or one whose announcement moved, gets its results' mails queued for that instant (a job queued for an
 * earlier instant finds the round not announced yet and leaves it to this one).
 */
export const queueAnnouncement: CollectionAfterChangeHook<AdmissionRound> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.announcementAt === doc.announcementAt) return doc
  await queueResultMails(req.payload, doc.id, new Date(doc.announcementAt), req)
  return doc
}
