import type { CollectionAdminOptions } from 'payload'

import type { PreviewCollection } from '../../lib/preview/link'

export type { PreviewCollection }

/**
 * The admin's 미리보기 button: the draft on its real page, in the language being edited, through a route that checks
 * the staff session (app/(payload)/admin/preview/route.ts).
 */
export const previewUrl =
  (collection: PreviewCollection): CollectionAdminOptions['preview'] =>
  (doc, { locale }) =>
    typeof doc.id === 'number' ? `/admin/preview?${new URLSearchParams({ collection, id: String(doc.id), locale: locale === 'en' ? 'en' : 'ko' })}` : null
