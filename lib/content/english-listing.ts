import type { Where } from 'payload'

import type { Locale } from '../api/types'
import type { Localized } from './localize'

/**
 * On the English pages a document without an English title is listed under its Korean one, marked, unless staff
 * chose to keep it off them (`hideFromEnglish`, cms/fields/hide-from-english.ts) until it has one.
 */
export function englishListing(locale: Locale, titleField: 'title' | 'name' = 'title'): Where | undefined {
  if (locale !== 'en') return undefined
  return {
    or: [{ hideFromEnglish: { equals: false } }, { hideFromEnglish: { exists: false } }, { [`${titleField}.en`]: { exists: true } }],
  }
}

/** Both conditions (either may be absent). */
export const allOf = (...conditions: (Where | undefined)[]): Where | undefined => {
  const present = conditions.filter((condition): condition is Where => condition !== undefined)
  return present.length > 1 ? { and: present } : present[0]
}

/** `lang: 'ko'` on an item asked for in English whose title is written only in Korean: the page marks it so. */
export const titleLanguage = (title: Localized<string>, locale: Locale): { lang?: 'ko' } =>
  locale === 'en' && !title?.en?.trim() ? { lang: 'ko' } : {}
