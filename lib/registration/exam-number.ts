import type { Payload } from 'payload'

import type { Unit } from '../payload/transaction'

import { ensureCounter, nextSequence } from './sequence'

/**
 * The 수험번호: the department's two-digit code and the order of arrival in that department within the round, from
 * 0001 (`110007`, the seventh application to department 11). Counted per round and department, so it is unique within
 * its round (cms/collections/applications: a unique index on round and number); given when the application is received.
 */
const counterPrefix = (round: number, departmentCode: string) => `exam-${round}-${departmentCode}`

export const formatExamNumber = (departmentCode: string, sequence: number) => `${departmentCode}${String(sequence).padStart(4, '0')}`

/** Creates the counter before a registration's unit of work needs it (see ensureCounter). */
export const prepareExamNumber = (payload: Payload, round: number, departmentCode: string) => ensureCounter(payload, counterPrefix(round, departmentCode))

/** The next 수험번호 of the round and department, inside the registration's unit of work (one atomic increment). */
export async function nextExamNumber(payload: Payload, unit: Unit, round: number, departmentCode: string): Promise<string> {
  return formatExamNumber(departmentCode, await nextSequence(payload, counterPrefix(round, departmentCode), unit))
}
