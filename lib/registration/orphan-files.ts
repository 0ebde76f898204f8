import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { privateFilesDir } from '@/cms/storage-paths'

/**
 * Longer than any registration request can take. A file younger than this may belong to an
 * application another instance is still storing (PostgreSQL allows several); with SQLite this
 * process is the only writer, so at its start no file is in flight.
 */
const IN_FLIGHT_MS = 15 * 60 * 1000

/**
 * Removes applicants' files that no record claims. A registration writes its files before its
 * transaction commits; when the process dies in between (a crash, kill -9, a power cut), the
 * rollback happens in the database but nobody removes the files. Returns how many were removed.
 */
export async function sweepOrphanFiles(payload: Payload, { atStart = false, now = Date.now() } = {}): Promise<number> {
  const names = await fs.readdir(privateFilesDir).catch(() => [] as string[])
  if (names.length === 0) return 0
  const { docs } = await payload.find({ collection: 'applicant-files', pagination: false, depth: 0, select: { filename: true }, overrideAccess: true })
  const claimed = new Set(docs.map((doc) => doc.filename))
  const oldest = atStart && payload.db.name === 'sqlite' ? now : now - IN_FLIGHT_MS
  let removed = 0
  for (const name of names.filter((file) => !claimed.has(file))) {
    const file = path.join(privateFilesDir, name)
    const stat = await fs.stat(file).catch(() => null)
    if (!stat?.isFile() || stat.mtimeMs > oldest) continue
    await fs.rm(file, { force: true })
    removed += 1
  }
  if (removed > 0) payload.logger.info(`Removed ${removed} applicant file(s) left behind by registrations that never completed.`)
  return removed
}
