import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Locale } from '../api/types'
import { sanitizeHtml } from '../security/sanitize-html'
import { mediaAlt, mediaUrl, type UploadDoc } from './media'

/** A localized field as Payload returns it with `locale: 'all'`. */
export type Localized<T> = Partial<Record<Locale, T | null>> | null | undefined

const otherLocale = (locale: Locale): Locale => (locale === 'ko' ? 'en' : 'ko')

function isEmptyRichText(value: unknown): boolean {
  const root = (value as SerializedEditorState | null | undefined)?.root
  if (!root) return true
  const hasContent = (node: { type?: string; text?: string; children?: unknown[] }): boolean =>
    (node.type === 'text' && Boolean(node.text?.trim())) ||
    ['upload', 'block', 'horizontalrule'].includes(node.type ?? '') ||
    (node.children ?? []).some((child) => hasContent(child as never))
  return !hasContent(root as never)
}

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' ? value.trim() === '' : typeof value === 'object' && 'root' in value && isEmptyRichText(value))

/** The value in the asked language, else in the other one; never null for text. */
export function pick<T>(field: Localized<T>, locale: Locale): T | undefined {
  if (!field) return undefined
  const own = field[locale]
  if (!isEmpty(own)) return own as T
  const other = field[otherLocale(locale)]
  return isEmpty(other) ? undefined : (other as T)
}

export const pickText = (field: Localized<string>, locale: Locale): string => pick(field, locale) ?? ''

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const convertersFor =
  (locale: Locale): HTMLConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
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
export function pickHtml(field: Localized<SerializedEditorState>, locale: Locale): string {
  const data = pick(field, locale)
  if (!data) return ''
  return sanitizeHtml(convertLexicalToHTML({ data, converters: convertersFor(locale), disableContainer: true }))
}
