import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Locale } from '../api/types'

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
