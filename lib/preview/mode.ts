import { cookies, draftMode } from 'next/headers'

import { PREVIEW_LINK_COOKIE } from './cookies'
import { readPreviewToken, type PreviewTarget } from './link'

/**
 * The document this request previews: Next's draft mode (turned on only by app/(payload)/admin/preview) and the
 * preview's signed link, which names one document. Whoever holds the link, staff or a colleague, sees that
 * document's draft and nothing else unpublished. Null outside a preview, and outside a request (scripts, the
 * search index).
 */
export async function previewedDocument(): Promise<Omit<PreviewTarget, 'locale'> | null> {
  try {
    if (!(await draftMode()).isEnabled) return null
    const token = (await cookies()).get(PREVIEW_LINK_COOKIE)?.value
    const target = token ? readPreviewToken(token) : null
    return target && { collection: target.collection, id: target.id }
  } catch {
    return null
  }
}

/** Whether this request is a preview (see previewedDocument). */
export const previewing = async (): Promise<boolean> => (await previewedDocument()) !== null
