import ICAL from 'ical.js'

export type ParsedEvent = { uid: string; summary: string; description: string; start: string; end: string | null; allDay: boolean; stamp: string; categories: string[] }

/**
 * A calendar file read as a phone's calendar would, with Mozilla's parser (ical.js), after checking what RFC 5545 asks
 * of its lines: CRLF endings and no line longer than 75 octets (longer ones folded).
 */
export function parseCalendar(text: string): { name: string; events: ParsedEvent[]; timezone: string | null } {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  expect(text.split('\r\n').filter((line) => Buffer.byteLength(line) > 75)).toEqual([])
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(calendar.name).toBe('vcalendar')
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy()
  const events = calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    const start = component.getFirstPropertyValue('dtstart') as ICAL.Time
    const end = component.getFirstPropertyValue('dtend') as ICAL.Time | null
    return {
      uid: String(component.getFirstPropertyValue('uid')),
      summary: String(component.getFirstPropertyValue('summary') ?? ''),
      description: String(component.getFirstPropertyValue('description') ?? ''),
      start: start.isDate ? start.toString() : start.toJSDate().toISOString(),
      end: end ? (end.isDate ? end.toString() : end.toJSDate().toISOString()) : null,
      allDay: start.isDate,
      stamp: (component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
      categories: component.getAllProperties('categories').flatMap((property) => property.getValues().map(String)),
    }
  })
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''), events, timezone: (calendar.getFirstPropertyValue('x-wr-timezone') as string | null) ?? null }
}
