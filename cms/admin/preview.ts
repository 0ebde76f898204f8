import type { CollectionAdminOptions, CollectionConfig } from 'payload'

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

/** A collection with a preview, whose button says 미리보기 beside its icon (preview-button.tsx). */
export function withLabelledPreview(collection: CollectionConfig): CollectionConfig {
  const admin = collection.admin ?? {}
  if (!admin.preview) return collection
  return {
    ...collection,
    admin: { ...admin, components: { ...admin.components, edit: { PreviewButton: '/cms/admin/preview-button#LabelledPreviewButton', ...admin.components?.edit } } },
  }
}
