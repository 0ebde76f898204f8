import {
  BlocksFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  lexicalEditor,
  LinkFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { Block, RichTextField } from 'payload'

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

export const editor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'relationship' && feature.key !== 'link'),
    // Staff link to any address, or to a document of a collection that has a public page.
    LinkFeature({ enabledCollections: [...LINKABLE_COLLECTIONS] }),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    HorizontalRuleFeature(),
    UploadFeature({ collections: { media: { fields: [] } } }),
    BlocksFeature({ blocks: [htmlEmbedBlock] }),
    FixedToolbarFeature(),
  ],
})

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
