import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/**
 * Personal numbers as lists show them (개인정보의 안전성 확보조치 기준): enough to tell two
 * applicants apart, not enough to use. A unique identifier's masked form is stored beside its
 * encrypted one (lib/registration/identifiers.ts); a phone is masked when it is read for a list.
 */

/** Hides every digit of a text but the first `keep` and the last four. */
function hideMiddle(text: string, keep: number): string {
  const total = text.replace(/\D/g, '').length
  let seen = 0
  return text.replace(/\d/g, (digit) => (seen++ < keep || seen > total - 4 ? digit : '*'))
}

/**
 * A phone as lists show it, written internationally: its country code and first group kept, the middle hidden,
 * the last four shown (`+82 10 **** 5678`, `+1 415 *** 0100`); the first group is hidden too when it would leave
 * fewer than three digits hidden (`+354 *** 1234`). A number stored before phones were kept as E.164 is read as
 * a Korean one; one that reads as no number at all is hidden whole.
 */
export function maskPhone(value: string): string {
  const number = parsePhoneNumberFromString(value, 'KR')
  if (!number?.isPossible()) return '*'.repeat(Math.max(value.replace(/\D/g, '').length, 4))
  const national = number.formatInternational().replace(/^\+\d+\s*/, '')
  const digits = national.replace(/\D/g, '').length
  const firstGroup = /^\d+/.exec(national)?.[0].length ?? 0
  return `+${number.countryCallingCode} ${hideMiddle(national, digits - firstGroup - 4 >= 3 ? firstGroup : 0)}`
}

export { maskThirteenDigits as maskCitizenshipNo } from '../registration/identifiers'
