import type { AdmissionRound, Department } from '@/cms/payload-types'

import { stepAt, takesApplications, type RoundDates, type Step } from '../admissions/schedule'
import type { Locale, RegistrationOpen } from '../api/types'
import { cachedRead } from './cached'
import { pickText, type Localized } from './localize'
import { findPublic } from './query'
import { TAGS } from './tags'

type StoredRound = Omit<AdmissionRound, 'name'> & { name: Localized<string> }

/**
 * The round of `now`: the one whose span (from the opening of applications to the close of enrolment) holds it, else
 * the next one to open; rounds never overlap (cms/collections/admission-rounds). Undefined when there is none.
 */
export async function findCurrentRound(now: Date): Promise<StoredRound | undefined> {
  const result = await findPublic('admission-rounds', { where: { enrolmentClosesAt: { greater_than: now.toISOString() } }, sort: 'applicationOpensAt', limit: 1, depth: 1 })
  return result.docs[0] as unknown as StoredRound | undefined
}

/** The round taking applications at `now`, or the next one to; undefined when none is ahead. */
export async function findApplicationRound(now: Date): Promise<StoredRound | undefined> {
  const result = await findPublic('admission-rounds', { where: { applicationClosesAt: { greater_than: now.toISOString() } }, sort: 'applicationOpensAt', limit: 1, depth: 0 })
  return result.docs[0] as unknown as StoredRound | undefined
}

/** The application period open at `now`, else the next one to open, else none (GET /api/registrationOpen). */
export async function getApplicationPeriod(now: Date = new Date()): Promise<RegistrationOpen> {
  const round = await findApplicationRound(now)
  if (!round) return { open: false, starts_at: null, ends_at: null }
  return { open: takesApplications(round, now), starts_at: new Date(round.applicationOpensAt).toISOString(), ends_at: new Date(round.applicationClosesAt).toISOString() }
}

/** The round an application sent at `now` belongs to; null while no round takes applications. */
export async function openRoundId(now: Date = new Date()): Promise<number | null> {
  const round = await findApplicationRound(now)
  return round && takesApplications(round, now) ? round.id : null
}

/**
 * The period of getApplicationPeriod for cached pages (the home and admission pages): an edit shows at once, and a
 * period that opens or closes shows within a minute.
 */
export const getCachedApplicationPeriod = cachedRead('application-period', [TAGS.admissionRounds], () => getApplicationPeriod(), { revalidate: 60 })

/** The public schedule of a round in one language: its steps with their dates (ISO) and the one it is in now. */
export type RoundSchedule = RoundDates & {
  name: string
  departments: { name: string; places: number }[]
  current: Step | null
}

function scheduleOf(round: StoredRound, locale: Locale, now: Date): RoundSchedule {
  return {
    name: pickText(round.name, locale),
    departments: (round.departments ?? []).flatMap(({ department, places }) =>
      typeof department === 'object' ? [{ name: pickText((department as Department & { name: Localized<string> }).name, locale), places }] : [],
    ),
    applicationOpensAt: round.applicationOpensAt,
    applicationClosesAt: round.applicationClosesAt,
    interviewDays: (round.interviewDays ?? []).map(({ day }) => day),
    announcementAt: round.announcementAt,
    enrolmentOpensAt: round.enrolmentOpensAt,
    enrolmentClosesAt: round.enrolmentClosesAt,
    current: stepAt(round, now),
  }
}

/** The current round's schedule for the admission pages, or null when no round is current or ahead. */
export async function getRoundSchedule(locale: Locale, now: Date = new Date()): Promise<RoundSchedule | null> {
  const round = await findCurrentRound(now)
  return round ? scheduleOf(round, locale, now) : null
}

/** getRoundSchedule for cached pages: an edit shows at once, and a step that begins shows within a minute. */
export const getCachedRoundSchedule = cachedRead('round-schedule', [TAGS.admissionRounds, TAGS.departments], (locale: Locale) => getRoundSchedule(locale), { revalidate: 60 })
