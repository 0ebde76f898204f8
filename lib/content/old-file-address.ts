import { payloadClient } from '../payload/client'

/**
 * The new address of a file the old site served at `/storage/{path}`, as `npm run import:legacy` recorded it
 * (cms/collections/legacy-import/legacy-records.ts); null for a file it did not bring over, and for applicants'
 * files, which were public on the old site and are private here.
 */
export async function newAddressOfOldFile(path: string): Promise<string | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'legacy-records', where: { key: { equals: `file:${path}` } }, limit: 1, depth: 0, overrideAccess: true, pagination: false })
  return docs[0]?.url || null
}
