import type { CollectionSlug, PaginatedDocs, Where } from 'payload'

import { payloadClient } from '../payload/client'

type PublicQuery = {
  where?: Where
  sort?: string
  page?: number
  limit?: number
  depth?: number
}

/**
 * Reads a collection as an anonymous visitor would: access control on, every language at once
 * (so that a missing translation can fall back to the other language).
 */
export async function findPublic(collection: CollectionSlug, { where, sort, page = 1, limit = 0, depth = 1 }: PublicQuery = {}): Promise<PaginatedDocs<Record<string, unknown>>> {
  const payload = await payloadClient()
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
  })
  return result as unknown as PaginatedDocs<Record<string, unknown>>
}

/** Accepts only a positive integer id; anything else can never match. */
export function parseId(value: string): number | null {
  return /^\d{1,12}$/.test(value) ? Number(value) : null
}
