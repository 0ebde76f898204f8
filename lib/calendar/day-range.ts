import type { Locale } from '../api/types'

const LANGUAGE_TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US' }

// The days are calendar days already (YYYY-MM-DD in the school's time zone): read and written as UTC, never shifted.
const atUtcMidnight = (day: string): Date => new Date(`${day}T00:00:00Z`)

/** A day or a span of days with their weekdays: 3월 2일 (월) ~ 3월 6일 (금), Mon, Mar 2 – Fri, Mar 6. */
export function dayRange(start: string, end: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { timeZone: 'UTC', month: 'long', day: 'numeric', weekday: 'short' })
  return start === end ? format.format(atUtcMidnight(start)) : format.formatRange(atUtcMidnight(start), atUtcMidnight(end))
}

/** A month (YYYY-MM) as a caption: 2026년 3월, March 2026. */
export function monthName(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(atUtcMidnight(`${month}-01`))
}
