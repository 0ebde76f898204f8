import type { AcademicEventKind } from '@/cms/collections/academic-events/kinds'

import type { Locale } from '../api/types'

/** One event of the academic calendar, its days as YYYY-MM-DD in the school's time zone (`end` is the last day, inclusive). */
export type AcademicEvent = {
  id: number
  title: Record<Locale, string>
  /** No English title: on English pages the Korean one shows, marked as Korean. */
  koreanOnly?: boolean
  kind: AcademicEventKind
  start: string
  end: string
  updatedAt: string
}

/** The events of one month, by the month they begin in (YYYY-MM). */
export type AcademicMonth = { month: string; events: AcademicEvent[] }

/** The events grouped by the month they begin in, months in order. */
export function byMonth(events: AcademicEvent[]): AcademicMonth[] {
  const months = new Map<string, AcademicEvent[]>()
  for (const event of [...events].sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end))) {
    const month = event.start.slice(0, 7)
    months.set(month, [...(months.get(month) ?? []), event])
  }
  return [...months].map(([month, monthEvents]) => ({ month, events: monthEvents }))
}

/**
 * The months as a reader wants them: from the current month (YYYY-MM, the school's time) on, in order, then the
 * past months, the latest first.
 */
export function fromCurrentMonth(months: AcademicMonth[], current: string): { ahead: AcademicMonth[]; past: AcademicMonth[] } {
  return { ahead: months.filter(({ month }) => month >= current), past: months.filter(({ month }) => month < current).reverse() }
}

/** The first moment of the month after `current` (YYYY-MM) in the school's time (UTC+9, no daylight saving). */
export function nextMonthStart(current: string): Date {
  const [year, month] = current.split('-').map(Number)
  return new Date(Date.UTC(year, month, 1) - 9 * 60 * 60 * 1000)
}
