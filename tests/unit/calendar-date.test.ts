import { calendarDateProblem, isRealDate, normalizeTypedDate, readCalendarDate } from '@/lib/registration/calendar-date'

describe('normalizeTypedDate', () => {
  it('writes the numeric shapes people type as YYYY-MM-DD', () => {
    expect(['1990-03-05', '1990.3.5', '1990. 3. 5.', '1990/03/05', '19900305', '1990년 3월 5일'].map(normalizeTypedDate)).toEqual(Array(6).fill('1990-03-05'))
  })

  it('keeps what is not a date shape as typed, so the refusal can quote it', () => {
    expect(normalizeTypedDate(' not a date ')).toBe('not a date')
    expect(normalizeTypedDate('1990-13-45')).toBe('1990-13-45')
    expect(isRealDate(normalizeTypedDate('1990-13-45'))).toBe(false)
  })
})

describe('readCalendarDate, the one reading of every date field', () => {
  it('gives the real date of any shape the form takes, as YYYY-MM-DD', () => {
    expect(['19950315', '1995.03.15', '1995-3-15', ' 1995년 3월 15일 '].map(readCalendarDate)).toEqual(Array(4).fill('1995-03-15'))
  })

  it('gives null for what is no real date, whatever was sent', () => {
    expect(['03/15/1995', '1995-02-30', '1995-13-01', '', 'yesterday', undefined, 19950315].map(readCalendarDate)).toEqual(Array(7).fill(null))
  })
})

describe('calendarDateProblem', () => {
  it('tells a shape the site does not read from a day that does not exist', () => {
    expect(['03/05/1990', 'yesterday', '1990-03'].map(calendarDateProblem)).toEqual(['dateFormat', 'dateFormat', 'dateFormat'])
    expect(['1990-13-05', '1995.2.30', '19950230'].map(calendarDateProblem)).toEqual(['dateNotReal', 'dateNotReal', 'dateNotReal'])
    expect(['1990-03-05', '1990년 3월 5일'].map(calendarDateProblem)).toEqual([null, null])
  })
})
