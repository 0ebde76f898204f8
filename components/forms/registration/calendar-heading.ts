import type { Locale } from '@/lib/api/types'

/**
 * The calendar's month heading as date-fns writes it: the year first in Korean (1995년 3월), the month first in English
 * (March 1995). react-datepicker's own "LLLL yyyy" put a Korean month before its year (3월 1995).
 */
export const CALENDAR_HEADING: Record<Locale, string> = { ko: 'yyyy년 LLLL', en: 'LLLL yyyy' }
