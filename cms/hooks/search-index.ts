import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { loggableError } from '../../lib/payload/errors'
import { indexDocument, removeFromIndex } from '../../lib/search/index-document'
import type { SearchSourceSlug } from '../../lib/search/sources'

type Hooks = { afterChange?: CollectionAfterChangeHook[]; afterDelete?: CollectionAfterDeleteHook[] }

/** An editor's save must not fail because search could not follow it: the failure is logged instead. */
async function safely(req: PayloadRequest, work: () => Promise<void>) {
  try {
    await work()
  } catch (error) {
    req.payload.logger.error({ error: loggableError(error), msg: 'The search index could not follow a change' })
  }
}

/** `hooks` plus the ones that keep the search index in step with the collection's public documents. */
export function indexedForSearch<H extends Hooks>(slug: SearchSourceSlug, hooks: H): H & Required<Hooks> {
  return {
    ...hooks,
    // First, so that the caches the other hooks invalidate are filled again from the index as changed.
    afterChange: [async ({ doc, req }) => (await safely(req, () => indexDocument(req.payload, slug, doc.id, req)), doc), ...(hooks.afterChange ?? [])],
    afterDelete: [async ({ doc, req }) => (await safely(req, () => removeFromIndex(req.payload, slug, doc.id, req)), doc), ...(hooks.afterDelete ?? [])],
  }
}

/** A menu shown or hidden, or renamed: its sub-menu pages are found, or not, accordingly. */
export const reindexSubMenus: CollectionAfterChangeHook = async ({ doc, req }) => {
  await safely(req, async () => {
    const { docs } = await req.payload.find({ collection: 'sub-menus', where: { menu: { equals: doc.id } }, depth: 0, pagination: false, overrideAccess: true, req })
    for (const subMenu of docs) await indexDocument(req.payload, 'sub-menus', subMenu.id, req)
  })
  return doc
}
