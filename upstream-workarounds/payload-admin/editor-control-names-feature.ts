import { createServerFeature } from '@payloadcms/richtext-lexical'

/** The editor's feature that names its controls in the admin's language (editor-control-names.tsx, README.md here). */
export const EditorControlNamesFeature = createServerFeature({
  key: 'editorControlNames',
  feature: { ClientFeature: '/upstream-workarounds/payload-admin/editor-control-names#EditorControlNamesClient' },
})
