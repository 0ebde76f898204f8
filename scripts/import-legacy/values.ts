/** Text of a column, trimmed; null when empty. */
export const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null
  const trimmed = String(value).trim()
  return trimmed === '' ? null : trimmed
}

/**
 * A DATE or TIMESTAMP column as an instant: the old site stored Seoul times (APP_TIMEZONE Asia/Seoul).
 * `0000-00-00`, an impossible day or anything unreadable is null.
 */
export function seoulTime(value: unknown): string | null {
  const raw = text(value)
  const match = raw?.match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/)
  if (!match) return null
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}+09:00`)
  if (Number.isNaN(date.getTime()) || Number(year) < 1900) return null
  // 2021-02-30 rolls over in Date: only a day that exists counts.
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return null
  return date.toISOString()
}

/** A DATE column as the day it names (YYYY-MM-DD), or null. */
export const day = (value: unknown): string | null => (seoulTime(value) ? String(value).slice(0, 10) : null)

export const flag = (value: unknown): boolean => Number(value) === 1
