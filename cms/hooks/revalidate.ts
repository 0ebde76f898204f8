import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import type { CacheTag } from '../../lib/content/tags'

function revalidate(req: PayloadRequest, tags: readonly CacheTag[]) {
  // Scripts (seed, migrations) run outside Next.js, where there is no cache to invalidate.
  if (req.context.disableRevalidate) return
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

/** Hooks that invalidate the given cache tags whenever a document changes or is deleted. */
export function revalidateOnChange(...tags: CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ req, doc }) => (revalidate(req, tags), doc)],
    afterDelete: [({ req, doc }) => (revalidate(req, tags), doc)],
  }
}

export function revalidateGlobal(...tags: CacheTag[]): GlobalAfterChangeHook[] {
  return [({ req, doc }) => (revalidate(req, tags), doc)]
}
