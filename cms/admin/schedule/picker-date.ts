import { format, isValid, parse, type Locale } from 'date-fns'

import { STAFF_DATE_TIME } from '../for-staff'

// How Payload's date picker writes a moment when given no format, as its scheduling drawer uses it (@payloadcms/ui
// elements/DatePicker, 3.90: 'MMM d, yyy h:mm a', "11월 30, 2026 9:00 오전" in Korean), read back with a four-digit
// year: date-fns writes 'yyy' as 2026 but does not read 2026 as 'yyy'.
const PAYLOAD_PICKER_FORMAT = 'MMM d, yyyy h:mm a'

/** The moment Payload's drawer wrote into its date box, as staff write it (2026-11-30 09:00); empty for none or another text. */
export function staffDateOfPicker(text: string, locale: Locale): string {
  const picked = text ? parse(text, PAYLOAD_PICKER_FORMAT, new Date(), { locale }) : null
  return picked && isValid(picked) ? format(picked, STAFF_DATE_TIME) : ''
}
