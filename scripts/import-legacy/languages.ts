import { text } from './values'

/**
 * A pair of old language columns as the site's localized value: Korean is the site's first language and is
 * required, so a row written in English only gives its English to both (the report says so); an English
 * column left empty is not written, and the pages fall back to the Korean.
 */
export function pair(ko: unknown, en: unknown, label: string, problems: string[]): { ko: string | null; en: string | null } {
  const korean = text(ko)
  const english = text(en)
  if (!korean && english) problems.push(`${label}: English only, the English is used in Korean too`)
  return { ko: korean ?? english, en: english && english !== korean ? english : null }
}
