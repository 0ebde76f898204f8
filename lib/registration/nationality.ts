import { getCountries } from 'libphonenumber-js'

import { countryName } from './country-name'
import { KOREA } from './korea'

/**
 * The ISO 3166-1 alpha-2 codes an applicant may choose, from libphonenumber-js's maintained list of regions
 * (already needed for phones) without the three it uses that are not ISO 3166-1 countries: Ascension and
 * Tristan da Cunha (parts of Saint Helena, SH) and Kosovo's user-assigned XK.
 */
const NOT_ISO_3166_1 = new Set(['AC', 'TA', 'XK'])
export const NATIONALITIES: readonly string[] = getCountries().filter((code) => !NOT_ISO_3166_1.has(code))

const KNOWN = new Set(NATIONALITIES)
export const isNationality = (value: string): boolean => KNOWN.has(value)

/** The countries as a select lists them in a language, by their names there (Intl.DisplayNames), Korea first. */
export function nationalityChoices(locale: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(locale)
  const choices = NATIONALITIES.map((code) => ({ value: code, label: countryName(code, locale) }))
  const others = choices.filter((choice) => choice.value !== KOREA).sort((a, b) => collator.compare(a.label, b.label))
  return [...choices.filter((choice) => choice.value === KOREA), ...others]
}
