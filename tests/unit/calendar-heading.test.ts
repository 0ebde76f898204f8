import { format } from 'date-fns'
import { ko } from 'date-fns/locale/ko'

import { CALENDAR_HEADING } from '@/components/forms/registration/calendar-heading'

describe('the calendar’s month heading', () => {
  it('reads 1995년 3월 in Korean and March 1995 in English', () => {
    const march1995 = new Date(1995, 2, 1)
    expect(format(march1995, CALENDAR_HEADING.ko, { locale: ko })).toBe('1995년 3월')
    expect(format(march1995, CALENDAR_HEADING.en)).toBe('March 1995')
  })
})
