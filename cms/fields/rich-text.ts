import {
  BlocksFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  lexicalEditor,
  LinkFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import { deepMergeSimple } from '@payloadcms/translations/utilities'
import type { Block, RichTextField } from 'payload'

import { EDITOR_WORDING_KO } from '../admin/korean-wording'
import { EditorControlNamesFeature } from '../../upstream-workarounds/payload-admin/editor-control-names-feature'

import { LINKABLE_COLLECTIONS } from '../../lib/content/internal-links'
import { sanitizeRichTextHook } from '../hooks/sanitize-rich-text'

/** A raw HTML fragment inside rich text, for embedded videos and tables pasted from elsewhere. */
export const htmlEmbedBlock: Block = {
  slug: 'htmlEmbed',
  labels: { singular: { ko: 'HTML 삽입', en: 'HTML embed' }, plural: { ko: 'HTML 삽입', en: 'HTML embeds' } },
  fields: [
    {
      name: 'html',
      type: 'code',
      required: true,
      admin: { language: 'html', description: { ko: '허용된 태그만 저장됩니다.', en: 'Only allowed tags are kept.' } },
    },
  ],
}

const lexical = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'relationship' && feature.key !== 'link'),
    // Staff link to any address, or to a document of a collection that has a public page.
    LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS] }),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    HorizontalRuleFeature(),
    UploadFeature({ collections: { media: { fields: [] } } }),
    BlocksFeature({ blocks: [htmlEmbedBlock] }),
    FixedToolbarFeature(),
    EditorControlNamesFeature(),
  ],
})

/**
 * The editor with the office's Korean for its words. Lexical merges its own texts over the config's while it is
 * sanitized (its `general` group replaced whole, so no `i18n.translations` entry reaches them), and names no option
 * for them: the editor's words are merged into the config's translations right after, through the same adapter call.
 */
export const editor: typeof lexical = async (args) => {
  const adapter = await lexical(args)
  args.config.i18n.translations = deepMergeSimple(args.config.i18n.translations ?? {}, { ko: { lexical: EDITOR_WORDING_KO } })
  return adapter
}

type RichTextOptions = { name: string; label?: RichTextField['label']; required?: boolean }

/** Localized rich text whose links and embedded HTML are cleaned on every save. */
export const richText = ({ name, label, required = false }: RichTextOptions): RichTextField => ({
  name,
  label,
  type: 'richText',
  localized: true,
  required,
  editor,
  hooks: { beforeChange: [sanitizeRichTextHook] },
})
