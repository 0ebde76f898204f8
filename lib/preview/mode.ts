import { AsyncLocalStorage } from 'node:async_hooks'

import { cookies, draftMode } from 'next/headers'

import { PREVIEW_LINK_COOKIE } from './cookies'
import { readPreviewToken, type PreviewTarget } from './link'

export type PreviewedDocument = Omit<PreviewTarget, 'locale'>

/** The previewed document, handed into a read that may not touch cookies itself (see inPreviewScope). */
const scope = new AsyncLocalStorage<PreviewedDocument>()

/**
 * The document this request previews: Next's draft mode (turned on only by app/(payload)/admin/preview) and the
 * preview's signed link, which names one document. Whoever holds the link, staff or a colleague, sees that
 * document's draft and nothing else unpublished. Null outside a preview, and outside a request (scripts, the
 * search index). Outside draft mode no cookie is read, so cached pages stay cached.
 */
export async function previewedDocument(): Promise<PreviewedDocument | null> {
  const handedIn = scope.getStore()
  if (handedIn) return handedIn
  try {
    if (!(await draftMode()).isEnabled) return null
    const token = (await cookies()).get(PREVIEW_LINK_COOKIE)?.value
    const target = token ? readPreviewToken(token) : null
    return target && { collection: target.collection, id: target.id }
  } catch {
    return null
  }
}

/**
 * Runs `read` with the previewed document known to it: Next.js refuses cookies() inside a function cached with
 * unstable_cache (lib/content/cached.ts), so the caller reads them first.
 */
export const inPreviewScope = <T>(previewed: PreviewedDocument, read: () => Promise<T>): Promise<T> => scope.run(previewed, read)

/** Whether this request is a preview (see previewedDocument). */
export const previewing = async (): Promise<boolean> => (await previewedDocument()) !== null
