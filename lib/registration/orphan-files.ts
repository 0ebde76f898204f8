import type { Payload } from 'payload'

import { fileStore } from '../storage/file-store'

/**
 * Longer than any registration request can take. A file younger than this may belong to an
 * application another instance is still storing (PostgreSQL allows several); with SQLite this
 * process is the only writer, so at its start no file is in flight.
 */
export const IN_FLIGHT_MS = 15 * 60 * 1000

/**
 * Removes applicants' files that no record claims. A registration writes its files before its
 * transaction commits; when the process dies in between (a crash, kill -9, a power cut), the
 * rollback happens in the database but nobody removes the files. Returns how many were removed.
 */
export async function sweepOrphanFiles(payload: Payload, { atStart = false, now = Date.now() } = {}): Promise<number> {
  const store = fileStore('applicant-files')
  const files = await store.list()
  if (files.length === 0) return 0
  const { docs } = await payload.find({ collection: 'applicant-files', pagination: false, depth: 0, select: { filename: true }, overrideAccess: true })
  const claimed = new Set(docs.map((doc) => doc.filename))
  const oldest = atStart && payload.db.name === 'sqlite' ? now : now - IN_FLIGHT_MS
  const unclaimed = files.filter((file) => !claimed.has(file.name) && file.modifiedMs <= oldest).map((file) => file.name)
  await store.remove(unclaimed)
  const removed = unclaimed.length
  if (removed > 0) payload.logger.info(`Removed ${removed} applicant file(s) left behind by registrations that never completed.`)
  return removed
}
