import type { FieldProblems } from '../forms/field-problems'

/** The consent boxes of the forms (docs/api.md "Registration rules", contact rules), by their API names. */
export const APPLICATION_CONSENTS = ['consent_privacy', 'consent_unique_id', 'consent_sensitive'] as const
export const CONTACT_CONSENTS = ['consent_privacy'] as const
export type ConsentName = (typeof APPLICATION_CONSENTS)[number]

/** A ticked box: the form's "1", or true from a JSON client. */
const AGREED = new Set<unknown>(['1', 'true', true])

/**
 * One consent as sent: every value under its name (a form may repeat a name). Agreed only when there is
 * exactly one value and it says yes; nothing at all (an unticked box), or an empty value, is "required";
 * "0", a forged value or a repeated name is "consentInvalid". Either way a 422.
 */
export function consentProblem(values: readonly unknown[]): 'consentRequired' | 'consentInvalid' | null {
  const sent = values.filter((value) => value !== '' && value !== null && value !== undefined)
  if (values.length > 1) return 'consentInvalid'
  if (sent.length === 0 || sent[0] === '0' || sent[0] === 0 || sent[0] === false) return 'consentRequired'
  return AGREED.has(sent[0]) ? null : 'consentInvalid'
}

/** The problems of the consents that must be given, under their own keys; the values are read by `valuesOf`. */
export function consentProblems(names: readonly ConsentName[], valuesOf: (name: ConsentName) => readonly unknown[]): FieldProblems {
  const problems: FieldProblems = {}
  for (const name of names) {
    const problem = consentProblem(valuesOf(name))
    if (problem) problems[name] = [{ key: problem }]
  }
  return problems
}

/** The values a JSON body holds under a name: an array is the repeated name of a form. */
export const jsonValues = (body: Record<string, unknown>, name: string): unknown[] => {
  const value = body[name]
  if (value === undefined) return []
  return Array.isArray(value) ? (value.length === 0 ? [undefined, undefined] : value) : [value]
}
