import type { Payload } from 'payload'

import type { Unit } from '../payload/transaction'

import { ensureCounter, nextSequence } from './sequence'
import { koreanYearMonth } from './student-number'

/**
 * The reference an applicant quotes: the year of arrival in Korean time and the order of arrival
 * in that year (`2027-0001`). It is not the database id, and it opens nothing by itself: the
 * status page asks for the applicant's e-mail and password.
 */
const counterPrefix = (year: number) => `application-${year}`

export const formatReference = (year: number, sequence: number) => `${year}-${String(sequence).padStart(4, '0')}`

/** Creates this year's counter before a registration's unit of work needs it (see ensureCounter). */
export const prepareReference = (payload: Payload, now: Date = new Date()) => ensureCounter(payload, counterPrefix(koreanYearMonth(now).year))

/** The next reference of the year, inside the registration's unit of work. */
export async function nextReference(payload: Payload, unit: Unit, now: Date = new Date()): Promise<string> {
  const { year } = koreanYearMonth(now)
  return formatReference(year, await nextSequence(payload, counterPrefix(year), unit))
}
