import type { DataFromCollectionSlug, Payload, Where } from 'payload'

import { readCalendarDate } from '../registration/calendar-date'
import { isStage, stageWhere, type Stage } from '../admissions/round-progress'
import { APPLICATION_STATES, type ApplicationState } from '../registration/options'

/** What an export may be filtered by, each problem named under its parameter (the admin's `exports:` texts). */
export type FilterProblem = 'state' | 'department' | 'round' | 'stage' | 'numbers' | 'handled' | 'from' | 'to' | 'range'
export type FilterResult<F> = { filters: F; where: Where } | { errors: Partial<Record<string, FilterProblem>> }

export type ApplicationFilters = { state?: ApplicationState; department?: number; round?: number; stage?: Stage; wholeNumbers: boolean }
export type ContactFilters = { handled?: boolean; from?: string; to?: string }

const PLAIN_ID = /^[1-9]\d{0,15}$/

const given = (params: URLSearchParams, name: string): string | undefined => {
  const value = params.get(name)?.trim()
  return value ? value : undefined
}

/** `numbers=full` asks for whole resident numbers and phones; absent or `masked`, they are masked. */
function wholeNumbers(params: URLSearchParams): boolean | null {
  const value = given(params, 'numbers') ?? 'masked'
  return value === 'full' ? true : value === 'masked' ? false : null
}

/** A document named by a filter: `{}` when the filter is absent, null when it names none. */
async function existing<S extends 'departments' | 'admission-rounds'>(payload: Payload, collection: S, raw: string | undefined): Promise<{ doc?: DataFromCollectionSlug<S> } | null> {
  if (raw === undefined) return {}
  if (!PLAIN_ID.test(raw)) return null
  const doc = await payload.findByID({ collection, id: Number(raw), depth: 0, overrideAccess: true, disableErrors: true })
  return doc ? { doc: doc as DataFromCollectionSlug<S> } : null
}

/**
 * Applications by state, department and admission round, and within a round by the stage the dashboard counts at `now`
 * (lib/admissions/round-progress.ts).
 */
export async function applicationFilters(payload: Payload, params: URLSearchParams, now: Date): Promise<FilterResult<ApplicationFilters>> {
  const errors: Partial<Record<string, FilterProblem>> = {}
  const state = given(params, 'state')
  if (state !== undefined && !APPLICATION_STATES.some((option) => option.value === state)) errors.state = 'state'
  const department = await existing(payload, 'departments', given(params, 'department'))
  if (!department) errors.department = 'department'
  const round = await existing(payload, 'admission-rounds', given(params, 'round'))
  if (!round) errors.round = 'round'
  const stage = given(params, 'stage')
  if (stage !== undefined && (!isStage(stage) || !round?.doc)) errors.stage = 'stage'
  const whole = wholeNumbers(params)
  if (whole === null) errors.numbers = 'numbers'
  if (Object.keys(errors).length > 0 || !department || !round || whole === null) return { errors }

  const and: Where[] = []
  if (state) and.push({ state: { equals: state } })
  if (department.doc) and.push({ department: { equals: department.doc.id } })
  if (round.doc) and.push({ round: { equals: round.doc.id } })
  const chosenStage = stage as Stage | undefined
  if (chosenStage && round.doc) and.push(stageWhere(chosenStage, round.doc, now))
  return { filters: { state: state as ApplicationState | undefined, department: department.doc?.id, round: round.doc?.id, stage: chosenStage, wholeNumbers: whole }, where: { and } }
}

/** Midnight at the school (Asia/Seoul) of a YYYY-MM-DD day, `days` later. */
const schoolMidnight = (day: string, days = 0) => new Date(new Date(`${day}T00:00:00+09:00`).getTime() + days * 86_400_000).toISOString()

/** Contact messages by handled or not and by the days they came in (from and to included, school time). */
export function contactFilters(params: URLSearchParams): FilterResult<ContactFilters> {
  const errors: Partial<Record<string, FilterProblem>> = {}
  const handled = given(params, 'handled')
  if (handled !== undefined && handled !== 'yes' && handled !== 'no') errors.handled = 'handled'
  const [fromText, toText] = [given(params, 'from'), given(params, 'to')]
  const [from, to] = [fromText && readCalendarDate(fromText), toText && readCalendarDate(toText)]
  if (from === null) errors.from = 'from'
  if (to === null) errors.to = 'to'
  if (!errors.from && !errors.to && from && to && from > to) errors.to = 'range'
  if (Object.keys(errors).length > 0) return { errors }

  const and: Where[] = []
  if (handled === 'yes') and.push({ handled: { equals: true } })
  if (handled === 'no') and.push({ handled: { not_equals: true } })
  if (from) and.push({ createdAt: { greater_than_equal: schoolMidnight(from) } })
  if (to) and.push({ createdAt: { less_than: schoolMidnight(to, 1) } })
  return { filters: { handled: handled === undefined ? undefined : handled === 'yes', from: from || undefined, to: to || undefined }, where: { and } }
}
