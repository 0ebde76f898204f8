/** Calendar dates of the registration form, without the schema's weight (the form's calendar and its age use them in the browser). */

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Written YYYY-MM-DD, whether or not the day exists. */
export const isDateShape = (value: string): boolean => DATE_SHAPE.test(value)

/** A real calendar date written YYYY-MM-DD (2023-02-30 is not one). */
export function isRealDate(value: string): boolean {
  const match = DATE_SHAPE.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Today in Korea as YYYY-MM-DD: the school's calendar decides what "in the past" means. */
export const koreanToday = (now: Date = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(now)

/**
 * Under 14 a guardian's verified consent is needed (PIPA Art. 22-2), which an online form cannot take:
 * born on or before this day 14 years ago (Korean time). A date in the future is left to `dobPast`.
 */
export function isAtLeast14(date: string, today: string = koreanToday()): boolean {
  const limit = `${String(Number(today.slice(0, 4)) - 14).padStart(4, '0')}${today.slice(4)}`
  return date <= limit || date >= today
}

const LOOSE_DATE = /^(\d{4})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})\s*[.일]?$/

/**
 * A typed date in the YYYY-MM-DD the form sends: "1990.3.5", "1990/03/05", "1990년 3월 5일" and "19900305"
 * are written out that way; anything else comes back as typed (and is refused by isRealDate).
 */
export function normalizeTypedDate(text: string): string {
  const trimmed = text.trim()
  const digits = /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed)
  const match = digits ?? LOOSE_DATE.exec(trimmed)
  if (!match) return trimmed
  return `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`
}

/**
 * The one reading of a typed date for every date field (the form, the status lookup, the applicant's own data, the
 * admin's filters): the date as YYYY-MM-DD, or null when the text is no real date in a form normalizeTypedDate knows.
 */
export function readCalendarDate(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const date = normalizeTypedDate(value)
  return isRealDate(date) ? date : null
}

/**
 * Why a typed date is no date, as the refusals say it: `dateFormat` when it is written in no shape normalizeTypedDate
 * reads ("05/05/1995": the message lists the shapes), `dateNotReal` when it is but no such day exists ("1995-02-30").
 */
export function calendarDateProblem(value: string): 'dateFormat' | 'dateNotReal' | null {
  const date = normalizeTypedDate(value)
  return isRealDate(date) ? null : isDateShape(date) ? 'dateNotReal' : 'dateFormat'
}

/** The age in full years (만 나이) on `today` (both YYYY-MM-DD) of someone born on `birth`. */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number)
  const [ty, tm, td] = today.split('-').map(Number)
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}
