import type { Payload } from 'payload'

import { indexDocument } from './index-document'
import type { SearchSourceSlug } from './sources'

/**
 * The boards whose posts appear at their 게시일 (cms/access/published-or-admin.ts): a post dated ahead is not
 * indexed when it is saved, since a visitor cannot read it yet, and no edit comes when its date arrives.
 */
const DATED_BOARDS = ['news', 'weekly-news', 'article-publications'] as const satisfies readonly SearchSourceSlug[]

/** How far back a run looks: enough to cover days without a run; indexing a post again changes nothing. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000

/** Indexes the posts whose 게시일 has arrived lately, as a visitor now reads them; returns how many. */
export async function indexDuePosts(payload: Payload, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOOK_BACK_MS).toISOString()
  let indexed = 0
  for (const board of DATED_BOARDS) {
    const { docs } = await payload.find({
      collection: board,
      where: { and: [{ publishedAt: { greater_than: since } }, { publishedAt: { less_than_equal: now.toISOString() } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: {},
    })
    for (const { id } of docs) await indexDocument(payload, board, id as number)
    indexed += docs.length
  }
  return indexed
}
