import type { Locale } from '../api/types'

/** Dates are shown in the school's time zone, whatever the server's or the visitor's. */
export const SCHOOL_TIME_ZONE = 'Asia/Seoul'

const LANGUAGE_TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US' }

const formatter = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { timeZone: SCHOOL_TIME_ZONE, ...options })

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? ''

/** A date that can be shown, or null: one odd value stored by hand must not take a page down. */
export function validDate(raw: string | null | undefined): Date | null {
  const date = raw ? new Date(raw) : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

/** The calendar day as YYYY-MM-DD (docs/product.md "Constants"); empty for a value that is not a date. */
export function isoDay(raw: string): string {
  const date = validDate(raw)
  if (!date) return ''
  const parts = formatter('en', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date)
  return `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`
}

/** A moment as the admin writes it, 2026-11-23 19:20 in the school's time; empty for a value that is not a date. */
export function staffDateTime(raw: string): string {
  const date = validDate(raw)
  if (!date) return ''
  const parts = formatter('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date)
  return `${isoDay(raw)} ${part(parts, 'hour')}:${part(parts, 'minute')}`
}

/**
 * A long date with the time, e.g. for a news item: Korean on a 24-hour clock (2026년 11월 22일 00:07), since the ICU
 * data of Node.js now writes "AM" in Korean; English with AM/PM.
 */
export const longDateTime = (raw: string, locale: Locale): string =>
  formatter(locale, { dateStyle: 'long', timeStyle: 'short', ...(locale === 'ko' && { hourCycle: 'h23' as const }) }).format(new Date(raw))

/**
 * A long date with a 24-hour time, 2027년 11월 24일 04:02: a deadline read without AM/PM in doubt (ICU writes "AM" in
 * Korean now). In English the time zone is named, since a visitor abroad reads it in their own: "… at 04:02 KST (UTC+9)".
 */
export const deadlineDateTime = (raw: string, locale: Locale): string => {
  const moment = formatter(locale, { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(raw))
  return locale === 'en' ? `${moment} KST (UTC+9)` : moment
}

/**
 * A moment to the minute with the zone named, for the staff's record of an event (the last backup): 2026년 12월 7일
 * 오전 9:41 KST, December 7, 2026, 9:41 AM KST. 오전/오후 written here, since the ICU data of Node.js may write "AM" in Korean.
 */
export function exactDateTime(raw: string, locale: Locale): string {
  const date = validDate(raw)
  if (!date) return ''
  const parts = formatter('en', { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date)
  const hour = Number(part(parts, 'hour'))
  const clock = `${hour % 12 || 12}:${part(parts, 'minute')}`
  const day = formatter(locale, { dateStyle: 'long' }).format(date)
  return locale === 'ko' ? `${day} ${hour < 12 ? '오전' : '오후'} ${clock} KST` : `${day}, ${clock} ${hour < 12 ? 'AM' : 'PM'} KST`
}

export type NewsDate = { day: string; monthYear: string; long: string }

/** A news date as the detail page shows it: the day, the month/year and a long date with time. */
export function newsDate(raw: string, locale: Locale): NewsDate {
  const date = validDate(raw)
  if (!date) return { day: '', monthYear: '', long: '' }
  return {
    day: part(formatter(locale, { day: '2-digit' }).formatToParts(date), 'day'),
    monthYear: formatter(locale, { year: 'numeric', month: '2-digit' }).format(date),
    long: longDateTime(raw, locale),
  }
}
