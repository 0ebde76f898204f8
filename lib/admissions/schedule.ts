import { isoDay } from '../format/dates'

/**
 * The dates of an admission round (cms/collections/admission-rounds/) as stored: instants as ISO strings, interview
 * days as dates read as calendar days in the school's time zone.
 */
export type RoundDates = {
  applicationOpensAt: string
  applicationClosesAt: string
  interviewDays: string[]
  announcementAt: string
  enrolmentOpensAt: string
  enrolmentClosesAt: string
}

/** The date fields of a round, in the order they must come. */
export type RoundDateField = keyof RoundDates

/** A round's instants, what its steps turn on. */
type Instants = Omit<RoundDates, 'interviewDays'>

/** Why a round's dates cannot be saved, named by the admin's `rounds:` texts; each at the field that is wrong. */
export type ScheduleProblem = { field: RoundDateField; problem: 'closesBeforeOpens' | 'interviewOutside' | 'announcementBeforeClose' | 'enrolmentBeforeAnnouncement' | 'enrolmentClosesBeforeOpens' | 'overlaps' }

/** The steps an applicant goes through, in order: the public schedule highlights the one that is now. */
export const STEPS = ['application', 'interview', 'announcement', 'enrolment'] as const
export type Step = (typeof STEPS)[number]

const at = (raw: string) => new Date(raw).getTime()

/**
 * What is out of order in a round's dates: the application period opens before it closes; the interview days fall
 * between the close (its day) and the announcement (its day); the announcement comes after the close; enrolment opens
 * after the announcement and closes after it opens. Empty when all is in order.
 */
export function scheduleProblems(dates: RoundDates): ScheduleProblem[] {
  const problems: ScheduleProblem[] = []
  if (at(dates.applicationClosesAt) <= at(dates.applicationOpensAt)) problems.push({ field: 'applicationClosesAt', problem: 'closesBeforeOpens' })
  const [firstDay, lastDay] = [isoDay(dates.applicationClosesAt), isoDay(dates.announcementAt)]
  if (dates.interviewDays.some((day) => isoDay(day) < firstDay || isoDay(day) > lastDay)) problems.push({ field: 'interviewDays', problem: 'interviewOutside' })
  if (at(dates.announcementAt) <= at(dates.applicationClosesAt)) problems.push({ field: 'announcementAt', problem: 'announcementBeforeClose' })
  if (at(dates.enrolmentOpensAt) <= at(dates.announcementAt)) problems.push({ field: 'enrolmentOpensAt', problem: 'enrolmentBeforeAnnouncement' })
  if (at(dates.enrolmentClosesAt) <= at(dates.enrolmentOpensAt)) problems.push({ field: 'enrolmentClosesAt', problem: 'enrolmentClosesBeforeOpens' })
  return problems
}

type Span = Pick<RoundDates, 'applicationOpensAt' | 'enrolmentClosesAt'>

/** Whether two rounds overlap: from the opening of applications to the close of enrolment, one round at a time. */
export const overlaps = (a: Span, b: Span): boolean => at(a.applicationOpensAt) < at(b.enrolmentClosesAt) && at(b.applicationOpensAt) < at(a.enrolmentClosesAt)

/**
 * The step a round is in at `now`: applications while they are open, interviews from their close to the announcement,
 * the announcement until enrolment opens, enrolment while it is open; null before the round opens and after it ends.
 */
export function stepAt(dates: Instants, now: Date): Step | null {
  const time = now.getTime()
  if (time < at(dates.applicationOpensAt) || time >= at(dates.enrolmentClosesAt)) return null
  if (time < at(dates.applicationClosesAt)) return 'application'
  if (time < at(dates.announcementAt)) return 'interview'
  if (time < at(dates.enrolmentOpensAt)) return 'announcement'
  return 'enrolment'
}

/** Whether the round's results may be shown at `now`: from the announced second on, never before. */
export const isAnnounced = (dates: Pick<RoundDates, 'announcementAt'>, now: Date): boolean => now.getTime() >= at(dates.announcementAt)

/** Whether applications are taken at `now`. */
export const takesApplications = (dates: Instants, now: Date): boolean => stepAt(dates, now) === 'application'
