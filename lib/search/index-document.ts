import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import type { Locale } from '../api/types'
import { SEARCH_SOURCES, type SearchSourceSlug } from './sources'
import { searchableText } from './terms'

const ENTRIES = 'search-entries'
const LOCALES = ['ko', 'en'] as const satisfies readonly Locale[]
/** Enough text for matching and excerpts; the rest of a very long page is not searched. */
const MAX_BODY = 5000

/** How an entry names the document it was made from. */
export const sourceKey = (slug: SearchSourceSlug, id: number) => `${slug}:${id}`

/**
 * Stores what search may find of one document, in both languages: it is read again as an anonymous
 * visitor would read it (drafts, hidden items and private fields stay out), inside the transaction
 * of the change that caused it. A document the public cannot read leaves the index.
 */
export async function indexDocument(payload: Payload, slug: SearchSourceSlug, id: number, req?: PayloadRequest): Promise<void> {
  const asVisitor = await createLocalReq({ req: { transactionID: req?.transactionID } }, payload)
  const { docs } = await payload.find({ collection: slug, where: { id: { equals: id } }, locale: 'all', depth: 1, limit: 1, pagination: false, overrideAccess: false, req: asVisitor })
  await removeFromIndex(payload, slug, id, req)
  const doc = docs[0] as unknown as (Record<string, unknown> & { id: number }) | undefined
  if (!doc) return
  const source = SEARCH_SOURCES[slug]
  for (const locale of LOCALES) {
    const entry = source.extract(doc, locale)
    if (!entry?.title) continue
    const body = entry.body.slice(0, MAX_BODY)
    await payload.create({
      collection: ENTRIES,
      data: { source: sourceKey(slug, id), kind: source.kind, locale, title: entry.title, path: entry.path, body, terms: searchableText(`${entry.title} ${body}`), date: entry.date },
      overrideAccess: true,
      req,
    })
  }
}

export async function removeFromIndex(payload: Payload, slug: SearchSourceSlug, id: number, req?: PayloadRequest): Promise<void> {
  await payload.delete({ collection: ENTRIES, where: { source: { equals: sourceKey(slug, id) } }, overrideAccess: true, req })
}

/** Indexes every public document of every source (a database that predates search, or a repair). */
export async function rebuildSearchIndex(payload: Payload, req?: PayloadRequest): Promise<void> {
  for (const slug of Object.keys(SEARCH_SOURCES) as SearchSourceSlug[]) {
    const { docs } = await payload.find({ collection: slug, depth: 0, pagination: false, overrideAccess: true, req })
    for (const { id } of docs) await indexDocument(payload, slug, id as number, req)
  }
}

/** A database from before search (or one whose index was emptied) gets its index when the server starts. */
export async function indexWhenEmpty(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: ENTRIES, overrideAccess: true })
  if (totalDocs === 0) await rebuildSearchIndex(payload)
}
