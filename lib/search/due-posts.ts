import type { Payload } from 'payload'

import { DATED_COLLECTIONS } from '../content/dated-collections'
import { indexDocument, sourceKey } from './index-document'

/** How far back a run looks: enough to cover days without a run. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000

/**
 * A post dated ahead (DATED_COLLECTIONS) is not indexed when it is saved, since a visitor cannot read it yet, and no
 * edit comes when its date arrives. Indexes the posts whose 게시일 has arrived lately and that search does not hold
 * yet, as a visitor now reads them (one already indexed is left alone: its edits index it); returns how many.
 */
export async function indexDuePosts(payload: Payload, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOOK_BACK_MS).toISOString()
  let indexed = 0
  for (const board of DATED_COLLECTIONS) {
    const { docs } = await payload.find({
      collection: board,
      where: { and: [{ publishedAt: { greater_than: since } }, { publishedAt: { less_than_equal: now.toISOString() } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: {},
    })
    if (docs.length === 0) continue
    const sources = docs.map(({ id }) => sourceKey(board, id as number))
    const held = await payload.find({ collection: 'search-entries', where: { source: { in: sources } }, depth: 0, pagination: false, overrideAccess: true, select: { source: true } })
    const indexedAlready = new Set(held.docs.map((entry) => entry.source))
    for (const { id } of docs) {
      if (indexedAlready.has(sourceKey(board, id as number))) continue
      await indexDocument(payload, board, id as number)
      indexed += 1
    }
  }
  return indexed
}
