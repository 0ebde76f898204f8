import type { CollectionSlug, DataFromCollectionSlug, PaginatedDocs, Where } from 'payload'

import { payloadClient } from '../payload/client'
import { previewedDocument } from '../preview/mode'
import type { Localized } from './localize'

type PublicQuery = {
  where?: Where
  sort?: string
  page?: number
  limit?: number
  depth?: number
}

/** A document read with `locale: 'all'` (cms/payload-types.ts types one language): each field named in `L` holds every language. */
export type AllLocales<Doc, L extends keyof Doc> = Omit<Doc, L> & { [K in L]: Localized<NonNullable<Doc[K]>> }

/** A collection's document as findPublic returns it, its localized fields `L` in every language. */
export type PublicDoc<C extends CollectionSlug, L extends keyof DataFromCollectionSlug<C> = never> = AllLocales<DataFromCollectionSlug<C>, L>

/**
 * Reads a collection as an anonymous visitor would: access control on, every language at once
 * (so that a missing translation can fall back to the other language). `L` names the localized fields read.
 * In a preview (lib/preview/) the previewed document's collection is read from its latest drafts, and the access
 * rules let that one document through whatever its status and publish time (`context.preview`, which no HTTP
 * client can set); every other document reads as the public's.
 */
export async function findPublic<C extends CollectionSlug, L extends keyof DataFromCollectionSlug<C> = never>(
  collection: C,
  { where, sort, page = 1, limit = 0, depth = 1 }: PublicQuery = {},
): Promise<PaginatedDocs<PublicDoc<C, L>>> {
  const payload = await payloadClient()
  const previewed = await previewedDocument()
  const preview = previewed?.collection === collection ? previewed : null
  const result = await payload.find({
    collection,
    where,
    sort,
    page,
    limit,
    pagination: limit > 0,
    depth,
    locale: 'all',
    overrideAccess: false,
    ...(preview && { draft: true, context: { preview } }),
  })
  return result as unknown as PaginatedDocs<PublicDoc<C, L>>
}

/** Accepts only a positive integer id; anything else can never match. */
export function parseId(value: string): number | null {
  return /^\d{1,12}$/.test(value) ? Number(value) : null
}
