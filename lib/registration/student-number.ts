/**
 * Student numbers: ten digits, YYYY T DD SSS.
 * - YYYY the year and T the term (1 for January to June, 2 for July to December) of the approval, in Korean time;
 * - DD the department's two-digit code (departments.code);
 * - SSS the sequence within that year, term and department, from 001.
 * Example: the third student of department 11 approved in March 2026 is 2026111003.
 */
export const MAX_SEQUENCE = 999

export const termOf = (month: number): 1 | 2 => (month <= 6 ? 1 : 2)

/** The year and month of a moment in Korea (the school's calendar). */
export function koreanYearMonth(at: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'numeric' }).formatToParts(at)
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value)
  return { year: part('year'), month: part('month') }
}

/** The first seven digits: year, term and department code. */
export function studentNumberPrefix(at: Date, departmentCode: string): string {
  if (!/^\d{2}$/.test(departmentCode)) throw new Error(`A department code has two digits, not "${departmentCode}"`)
  const { year, month } = koreanYearMonth(at)
  return `${year}${termOf(month)}${departmentCode}`
}

export class SequenceExhaustedError extends Error {
  constructor(prefix: string) {
    super(`No student number left for ${prefix} (the sequence stops at ${MAX_SEQUENCE})`)
  }
}

export function formatStudentNumber(prefix: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error(`A sequence starts at 1, not ${sequence}`)
  if (sequence > MAX_SEQUENCE) throw new SequenceExhaustedError(prefix)
  return `${prefix}${String(sequence).padStart(3, '0')}`
}
