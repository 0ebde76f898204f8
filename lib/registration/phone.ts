import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

import { KOREA } from './korea'

/**
 * A mobile number in any country's format, as E.164 (`+14155550100`), or null when it is none. A number without
 * its country code is read as a Korean one (the school's, where most applicants live, foreign ones too), then as
 * one of the applicant's own country. The full metadata ("max") judges whether the number can exist there, not
 * only its length; it is loaded on the server only.
 */
export function toE164(value: string, nationality: string = KOREA): string | null {
  for (const country of new Set([KOREA, nationality])) {
    const number = parsePhoneNumberFromString(value, { defaultCountry: country as CountryCode, extract: false })
    if (number?.isValid()) return number.number
  }
  return null
}
