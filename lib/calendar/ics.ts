import ical, { type ICalCalendar, type ICalEventData } from 'ical-generator'

import { ACADEMIC_EVENT_KINDS } from '@/cms/collections/academic-events/kinds'

import type { AcademicEvent } from './months'
import { SCHOOL_TIME_ZONE } from '../format/dates'

const KIND_LABELS = Object.fromEntries(ACADEMIC_EVENT_KINDS.map(({ value, label }) => [value, label]))

/** The day after a YYYY-MM-DD day, as a UTC midnight: an all-day event's DTEND is exclusive (RFC 5545 3.6.1). */
const dayAfter = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000)

type CalendarInput = { name: string; description?: string; url: string; host: string }

/**
 * An RFC 5545 calendar in Korean with the English beside it: SUMMARY in Korean (the phones of the school's people
 * are), DESCRIPTION holds the English title. ical-generator writes CRLF lines folded at 75 octets and escapes text.
 */
function schoolCalendar({ name, description, url }: CalendarInput): ICalCalendar {
  return ical({
    name,
    description,
    url,
    prodId: { company: 'ICU', product: 'school-site', language: 'KO' },
    timezone: null,
    ttl: 60 * 60 * 12,
    x: { 'X-WR-TIMEZONE': SCHOOL_TIME_ZONE },
  })
}

/** The academic calendar as all-day events (DTSTART;VALUE=DATE), one UID per event that stays when it is edited. */
export function academicCalendarIcs(events: AcademicEvent[], input: CalendarInput): string {
  const calendar = schoolCalendar(input)
  for (const event of events) {
    const kind = KIND_LABELS[event.kind]
    calendar.createEvent({
      id: `academic-event-${event.id}@${input.host}`,
      allDay: true,
      start: new Date(`${event.start}T00:00:00Z`),
      end: dayAfter(event.end),
      stamp: new Date(event.updatedAt),
      summary: event.title.ko,
      description: [event.title.en, kind && `${kind.ko} / ${kind.en}`].filter(Boolean).join('\n'),
      categories: kind ? [{ name: kind.ko }] : [],
      url: input.url,
    })
  }
  return calendar.toString()
}

export type SeminarCalendarEvent = { id: number; title: Record<'ko' | 'en', string>; start: string; updatedAt: string; location: string; url: string }

/** One offline seminar as a calendar file to add to a phone: a moment in UTC (no VTIMEZONE needed). */
export function seminarIcs(seminar: SeminarCalendarEvent, input: CalendarInput): string {
  const calendar = schoolCalendar(input)
  const event: ICalEventData = {
    id: `offline-seminar-${seminar.id}@${input.host}`,
    start: new Date(seminar.start),
    stamp: new Date(seminar.updatedAt),
    summary: seminar.title.ko,
    description: seminar.title.en !== seminar.title.ko ? seminar.title.en : undefined,
    location: seminar.location || undefined,
    url: seminar.url,
  }
  calendar.createEvent(event)
  return calendar.toString()
}

/** The response of a calendar file: text/calendar, read again by phones twice a day at most. */
export function calendarResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
