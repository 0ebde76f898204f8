import { deadlineDateTime, isoDay, newsDate, staffDateTime } from '@/lib/format/dates'

// 15:07 UTC is already the next day, 00:07, in Seoul (UTC+9, no daylight saving time).
const LATE_EVENING_UTC = '2026-11-21T15:07:28.840Z'

describe('isoDay', () => {
  it('gives the day in Seoul as YYYY-MM-DD', () => {
    expect(isoDay(LATE_EVENING_UTC)).toBe('2026-11-22')
    expect(isoDay('2026-01-05T03:00:00+09:00')).toBe('2026-01-05')
  })
})

describe('newsDate', () => {
  it('formats day, month/year and a long date with time in English', () => {
    const date = newsDate(LATE_EVENING_UTC, 'en')
    expect(date.day).toBe('22')
    expect(date.monthYear).toBe('11/2026')
    expect(date.long).toMatch(/^November 22, 2026\b.*12:07\sAM$/)
  })

  it('formats day, month/year and a long date with time in Korean', () => {
    const date = newsDate(LATE_EVENING_UTC, 'ko')
    expect(date.day).toBe('22')
    expect(date.monthYear).toBe('2026. 11.')
    // On a 24-hour clock: the ICU data of CLDR 48 writes "AM" where a Korean reader expects 오전.
    expect(date.long).toBe('2026년 11월 22일 00:07')
    expect(newsDate('2026-11-22T06:55:00Z', 'ko').long).toBe('2026년 11월 22일 15:55')
  })

  it('pads single-digit days', () => {
    expect(newsDate('2026-03-04T12:00:00+09:00', 'en').day).toBe('04')
  })
})

describe('staffDateTime', () => {
  it('gives the moment in Seoul as YYYY-MM-DD HH:mm, 24-hour', () => {
    expect(staffDateTime(LATE_EVENING_UTC)).toBe('2026-11-22 00:07')
    expect(staffDateTime('2026-11-23T10:20:00Z')).toBe('2026-11-23 19:20')
    expect(staffDateTime('junk')).toBe('')
  })
})

describe('deadlineDateTime', () => {
  it('writes the time on a 24-hour clock, without AM or PM', () => {
    expect(deadlineDateTime('2027-11-23T19:02:00Z', 'ko')).toBe('2027년 11월 24일 04:02')
    expect(deadlineDateTime('2027-11-23T19:02:00Z', 'en')).toMatch(/^November 24, 2027\b.*04:02 KST \(UTC\+9\)$/)
  })
})
