import { convertLexicalToHTML, LinkHTMLConverter, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { getPathname } from '../../i18n/navigation'
import type { Locale } from '../api/types'
import { sanitizeHtml } from '../security/sanitize-html'
import { internalDocPath } from './internal-links'
import { pick, type Localized } from './localize'
import { mediaAlt, mediaUrl, type UploadDoc } from './media'

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The address, in `locale`, of a document a rich-text link points to; `#` when it is gone or has no page. */
function internalDocHref(linked: Parameters<typeof internalDocPath>[0], locale: Locale): string {
  const path = internalDocPath(linked)
  return path ? getPathname({ locale, href: path }) : '#'
}

const convertersFor =
  (locale: Locale): HTMLConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkHTMLConverter({ internalDocToHref: ({ linkNode }) => internalDocHref(linkNode.fields.doc, locale) }),
    upload: ({ node }) => {
      const doc = (node as { value?: unknown }).value as UploadDoc | undefined
      const src = mediaUrl(doc, 'large')
      if (!doc || !src) return ''
      if (!doc.mimeType?.startsWith('image/')) return `<a href="${escapeAttribute(src)}">${escapeAttribute(doc.filename ?? '')}</a>`
      const size = doc.width && doc.height ? ` width="${doc.width}" height="${doc.height}"` : ''
      return `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(mediaAlt(doc, locale))}"${size} loading="lazy">`
    },
    blocks: {
      htmlEmbed: ({ node }: { node: { fields: { html?: string } } }) => String(node.fields.html ?? ''),
    },
  })

/** Rich text in the asked language (with fallback) as sanitized HTML. */
export function pickHtml(field: Localized<object>, locale: Locale): string {
  const data = pick(field, locale) as SerializedEditorState | undefined
  if (!data) return ''
  return sanitizeHtml(convertLexicalToHTML({ data, converters: convertersFor(locale), disableContainer: true }))
}
