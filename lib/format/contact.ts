import type { Locale } from '../api/types'

/** The country an English reader abroad needs on the school's address. */
export const COUNTRY_EN = 'Republic of Korea'

const digitsOf = (phone: string) => phone.replace(/[^\d+]/g, '')

/** A Korean number as dialled from anywhere: 02-1234-5678 → +82 2-1234-5678 (already international: as written). */
function international(phone: string): string {
  const trimmed = phone.trim()
  if (trimmed.startsWith('+')) return trimmed
  return `+82 ${trimmed.replace(/^0/, '')}`
}

/** The school's phone as a reader of the page dials it: as written in Korean, with +82 in English. */
export const phoneFor = (phone: string, locale: Locale): string => (locale === 'en' ? international(phone) : phone.trim())

/** A tel: link that works from abroad and at home alike. */
export const telHref = (phone: string): string => `tel:${digitsOf(international(phone))}`

/** The address parts on one line, with the country in English. */
export const addressLine = (parts: (string | null | undefined)[], locale: Locale): string =>
  [...parts.filter((part): part is string => Boolean(part?.trim())), ...(locale === 'en' ? [COUNTRY_EN] : [])].join(', ')
