import type { AdminTranslationKey } from '../../cms/admin-translations'

/** Notices Payload 3.90's admin writes in English whatever its language, by their English text. */
export const ENGLISH_NOTICES: [RegExp, AdminTranslationKey][] = [
  [/^Successfully saved (\d+) files?$/, 'notices:savedFiles'],
  [/^Failed to save (\d+) files?$/, 'notices:filesNotSaved'],
  [/^Failed to fetch the file\.$/, 'notices:fileNotFetched'],
  [/^The provided URL is not allowed\.$/, 'notices:addressNotAllowed'],
  [/^To reorder the rows you must first sort them by the "Order" column$/, 'notices:sortByOrderFirst'],
]

/** The admin's words for an English notice, or undefined for any other text. */
export function reworded(text: string, translate: (key: AdminTranslationKey, values: { count: number }) => string): string | undefined {
  for (const [english, key] of ENGLISH_NOTICES) {
    const match = english.exec(text.trim())
    if (match) return translate(key, { count: Number(match[1] ?? 0) })
  }
}
