import { isRealDate, normalizeTypedDate } from '@/lib/registration/calendar-date'

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
