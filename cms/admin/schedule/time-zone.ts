import { SCHOOL_TIME_ZONE } from '../../../lib/format/dates'

/**
 * The one time zone staff schedule in: the school's. Payload's scheduling drawer starts with the config's
 * default and lists only the supported ones, so it opens on Seoul instead of an empty choice among 47.
 */
export const STAFF_TIME_ZONES = {
  defaultTimezone: SCHOOL_TIME_ZONE,
  supportedTimezones: [{ label: '서울 (한국 표준시, UTC+9)', value: SCHOOL_TIME_ZONE }],
}
