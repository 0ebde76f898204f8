import type { Payload } from 'payload'

import type { AcademicEventKind } from '../../cms/collections/academic-events/kinds'
import { ensureDocument } from './upsert'

type DemoEvent = { ko: string; en: string; kind: AcademicEventKind; start: string; end?: string }

/** The 2026 academic year (spring and autumn semesters, March 2026 to February 2027), with the public holidays that close the school. */
const YEAR_2026: DemoEvent[] = [
  { ko: '1학기 등록', en: 'Spring semester registration', kind: 'registration', start: '2026-02-16', end: '2026-02-20' },
  { ko: '입학식', en: 'Matriculation ceremony', kind: 'event', start: '2026-02-27' },
  { ko: '삼일절 대체공휴일', en: 'Independence Movement Day (substitute holiday)', kind: 'holiday', start: '2026-03-02' },
  { ko: '1학기 개강', en: 'Spring semester classes begin', kind: 'semester-start', start: '2026-03-03' },
  { ko: '수강 정정 기간', en: 'Course change period', kind: 'registration', start: '2026-03-03', end: '2026-03-09' },
  { ko: '1학기 중간고사', en: 'Spring semester midterm exams', kind: 'exam', start: '2026-04-20', end: '2026-04-24' },
  { ko: '어린이날', en: "Children's Day", kind: 'holiday', start: '2026-05-05' },
  { ko: '개교기념일', en: 'Founding Day', kind: 'event', start: '2026-05-15' },
  { ko: '부처님오신날 대체공휴일', en: "Buddha's Birthday (substitute holiday)", kind: 'holiday', start: '2026-05-25' },
  { ko: '전국동시지방선거일', en: 'Local elections day', kind: 'holiday', start: '2026-06-03' },
  { ko: '1학기 기말고사', en: 'Spring semester final exams', kind: 'exam', start: '2026-06-15', end: '2026-06-19' },
  { ko: '1학기 종강', en: 'Spring semester classes end', kind: 'semester-end', start: '2026-06-19' },
  { ko: '2학기 등록', en: 'Autumn semester registration', kind: 'registration', start: '2026-08-17', end: '2026-08-21' },
  { ko: '후기 학위수여식', en: 'Summer commencement', kind: 'event', start: '2026-08-21' },
  { ko: '2학기 개강', en: 'Autumn semester classes begin', kind: 'semester-start', start: '2026-09-01' },
  { ko: '추석 연휴', en: 'Chuseok holidays', kind: 'holiday', start: '2026-09-24', end: '2026-09-26' },
  { ko: '한글날', en: 'Hangul Day', kind: 'holiday', start: '2026-10-09' },
  { ko: '2학기 중간고사', en: 'Autumn semester midterm exams', kind: 'exam', start: '2026-10-19', end: '2026-10-23' },
  { ko: '선교 주간', en: 'Mission week', kind: 'event', start: '2026-11-09', end: '2026-11-13' },
  { ko: '2학기 기말고사', en: 'Autumn semester final exams', kind: 'exam', start: '2026-12-14', end: '2026-12-18' },
  { ko: '2학기 종강', en: 'Autumn semester classes end', kind: 'semester-end', start: '2026-12-18' },
  { ko: '성탄절', en: 'Christmas Day', kind: 'holiday', start: '2026-12-25' },
  { ko: '신정', en: "New Year's Day", kind: 'holiday', start: '2027-01-01' },
  { ko: '설날 연휴', en: 'Lunar New Year holidays', kind: 'holiday', start: '2027-02-06', end: '2027-02-09' },
  { ko: '전기 학위수여식', en: 'Winter commencement', kind: 'event', start: '2027-02-19' },
]

/** A calendar day as the admin's day picker stores it for staff in Korea: that day's midnight in Seoul. */
const seoulMidnight = (day: string): string => new Date(`${day}T00:00:00+09:00`).toISOString()

export async function seedAcademicCalendar(payload: Payload) {
  for (const event of YEAR_2026) {
    await ensureDocument(
      payload,
      'academic-events',
      { title: { equals: event.ko } },
      { title: event.ko, kind: event.kind, startDate: seoulMidnight(event.start), endDate: event.end ? seoulMidnight(event.end) : null, visible: true },
      { title: event.en },
    )
  }
}
