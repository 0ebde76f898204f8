import type { CollectionSlug, FieldHook, PayloadRequest, Where } from 'payload'

import { isoDay } from '../../../lib/format/dates'
import { slugCandidates, toSlug } from './to-slug'

type Taken = (candidate: string) => Promise<boolean>

const takenIn =
  (collection: CollectionSlug, id: number | string | undefined, req: PayloadRequest): Taken =>
  async (candidate) => {
    const where: Where = id === undefined ? { slug: { equals: candidate } } : { and: [{ slug: { equals: candidate } }, { id: { not_equals: id } }] }
    const { totalDocs } = await req.payload.count({ collection, where, req, overrideAccess: true })
    return totalDocs > 0
  }

async function firstFree(base: string, dated: boolean, taken: Taken | null): Promise<string> {
  for (const candidate of slugCandidates(base, dated)) {
    if (!taken || !(await taken(candidate))) return candidate
  }
  throw new Error('unreachable: the candidates never end')
}

/**
 * Fills an empty slug from the document's title (its `useAsTitle` field): the title's Latin form, or
 * today's date and a number when the title has none. A typed slug is tidied the same way; one with
 * nothing Latin in it is kept as typed, so the field's check says why it is refused.
 */
export const fillSlug =
  (unique: boolean): FieldHook =>
  async ({ value, data, originalDoc, operation, collection, req }) => {
    if (value === undefined && operation === 'update') return value
    const typed = typeof value === 'string' ? value.trim() : ''
    if (typed !== '') return toSlug(typed) || typed
    const titleField = collection?.admin?.useAsTitle ?? 'title'
    const title = data?.[titleField] ?? originalDoc?.[titleField]
    const fromTitle = typeof title === 'string' ? toSlug(title) : ''
    const taken = unique && collection ? takenIn(collection.slug, originalDoc?.id, req) : null
    return fromTitle ? firstFree(fromTitle, false, taken) : firstFree(isoDay(new Date().toISOString()), true, taken)
  }
