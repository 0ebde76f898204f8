import type { Locale } from '@/lib/api/types'
import { SCHOOL_TIME_ZONE } from '@/lib/format/dates'

type Option = { value: string; label: { ko: string; en: string } }

/** The label of a stored choice in the page's language; an unknown value shows as stored. */
export const optionLabel = (options: readonly Option[], value: string | null, locale: Locale): string | null =>
  value === null ? null : (options.find((option) => option.value === value)?.label[locale] ?? value)

/** A moment as a long date in the school's time zone. */
export const longDate = (raw: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'long', timeZone: SCHOOL_TIME_ZONE }).format(new Date(raw))
