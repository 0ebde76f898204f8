import { academicCalendarIcs, seminarIcs } from '@/lib/calendar/ics'
import { dayRange, monthName } from '@/lib/calendar/day-range'
import { byMonth, type AcademicEvent } from '@/lib/calendar/months'

import { parseCalendar } from '../contract/ical'

const event = (id: number, start: string, end: string, ko: string, en: string, kind: AcademicEvent['kind'] = 'event'): AcademicEvent => ({
  id,
  title: { ko, en },
  kind,
  start,
  end,
  updatedAt: '2026-01-05T01:02:03.000Z',
})

const input = { name: '국제기독신학교 학사일정', url: 'https://school.example/academic-information/academic-schedule', host: 'school.example' }

describe('the academic calendar file', () => {
  it('holds all-day events with both languages, an exclusive end day, stable UIDs and folded lines', () => {
    const long = '아주 긴 이름의 학사 행사: 선교와 목회와 음악을 함께 생각하는 한 주간의 특별 강좌와 예배'
    const text = academicCalendarIcs(
      [event(1, '2026-03-03', '2026-03-03', '1학기 개강', 'Spring semester classes begin', 'semester-start'), event(2, '2026-04-20', '2026-04-24', long, 'Midterms', 'exam')],
      input,
    )
    const { name, events, timezone } = parseCalendar(text)
    expect(name).toBe('국제기독신학교 학사일정')
    expect(timezone).toBe('Asia/Seoul')
    expect(text).toContain('DTSTART;VALUE=DATE:20260303\r\n')
    expect(events).toEqual([
      expect.objectContaining({ uid: 'academic-event-1@school.example', summary: '1학기 개강', allDay: true, start: '2026-03-03', end: '2026-03-04', categories: ['개강'] }),
      expect.objectContaining({ uid: 'academic-event-2@school.example', summary: long, allDay: true, start: '2026-04-20', end: '2026-04-25', categories: ['시험'] }),
    ])
    expect(events[0].description).toContain('Spring semester classes begin')
    expect(events[0].stamp).toBe('2026-01-05T01:02:03.000Z')
  })

  it('writes a seminar at its moment in UTC', () => {
    const text = seminarIcs(
      { id: 7, title: { ko: '선교 세미나', en: 'Mission seminar' }, start: '2026-12-01T01:30:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', location: '국제기독신학교, 강남대로 1', url: 'https://school.example/community/offline-seminar' },
      { ...input, name: '선교 세미나' },
    )
    expect(text).toContain('DTSTART:20261201T013000Z\r\n')
    expect(parseCalendar(text).events).toEqual([expect.objectContaining({ uid: 'offline-seminar-7@school.example', summary: '선교 세미나', description: 'Mission seminar', allDay: false, start: '2026-12-01T01:30:00.000Z' })])
  })
})

describe('the schedule page’s days and months', () => {
  it('groups events by the month they begin in, in order', () => {
    const months = byMonth([event(3, '2026-04-20', '2026-04-24', '중간고사', 'Midterms'), event(1, '2026-03-03', '2026-03-03', '개강', 'Start'), event(2, '2026-03-30', '2026-04-02', '수련회', 'Retreat')])
    expect(months.map(({ month, events }) => [month, events.map(({ id }) => id)])).toEqual([
      ['2026-03', [1, 2]],
      ['2026-04', [3]],
    ])
  })

  it('writes days with their weekdays in both languages', () => {
    expect(dayRange('2026-03-03', '2026-03-03', 'ko')).toBe('3월 3일 (화)')
    expect(dayRange('2026-04-20', '2026-04-24', 'ko')).toBe('4월 20일 (월)~24일 (금)')
    expect(dayRange('2026-04-20', '2026-04-24', 'en')).toBe('Mon, April 20\u2009–\u2009Fri, April 24')
    expect(monthName('2026-03', 'ko')).toBe('2026년 3월')
    expect(monthName('2026-03', 'en')).toBe('March 2026')
  })
})
