import type { Payload, Where } from 'payload'

import type { AdmissionRound } from '@/cms/payload-types'

import { relationId } from '../payload/relation-id'
import { isAnnounced } from './schedule'

/**
 * The stages of a round's applications the office follows on its dashboard, each a list it can export: received, a
 * document missing, an interview set, decided (합격, 불합격, 예비), the result announced, the enrolment confirmed,
 * the tuition paid.
 */
export const STAGES = ['received', 'documentsMissing', 'interviewSet', 'pass', 'fail', 'waitlist', 'announced', 'confirmed', 'paid'] as const
export type Stage = (typeof STAGES)[number]

export const isStage = (value: string): value is Stage => (STAGES as readonly string[]).includes(value)

/** The documents of the application form; the photo is required, so never missing. */
const DOCUMENT_FIELDS = ['confessionOfFaithFile', 'studyPlan', 'theologicalDissertationFile'] as const

const NONE: Where = { id: { equals: 0 } }

/** Which applications of `round` are at `stage` at `now` (announced: decided, and the round's results out). */
export function stageWhere(stage: Stage, round: Pick<AdmissionRound, 'announcementAt'>, now: Date): Where {
  switch (stage) {
    case 'received':
      return {}
    case 'documentsMissing':
      return { or: DOCUMENT_FIELDS.map((field) => ({ [field]: { exists: false } })) }
    case 'interviewSet':
      return { interviewAt: { exists: true } }
    case 'pass':
    case 'fail':
    case 'waitlist':
      return { result: { equals: stage } }
    case 'announced':
      return isAnnounced(round, now) ? { result: { exists: true } } : NONE
    case 'confirmed':
    case 'paid':
      return { enrolment: { equals: stage } }
  }
}

/**
 * The places of a department an offer holds at `now`: 합격 confirmed or paid, or not answered yet while its enrolment
 * period lasts (its own deadline, else the round's close). An offer left to lapse frees its place for 추가 합격.
 */
function offeredWhere(round: Pick<AdmissionRound, 'enrolmentClosesAt'>, now: Date): Where {
  const at = now.toISOString()
  const open: Where[] = [{ enrolmentDeadline: { greater_than: at } }]
  if (Date.parse(round.enrolmentClosesAt) > now.getTime()) open.push({ enrolmentDeadline: { exists: false } })
  const unanswered: Where = { and: [{ enrolment: { exists: false } }, { or: open }] }
  return { and: [{ result: { equals: 'pass' } }, { or: [unanswered, { and: [{ enrolment: { exists: true } }, { enrolment: { not_equals: 'declined' } }] }] }] }
}

const inRound = (round: number, department: number, also: Where): Where => ({ and: [{ round: { equals: round } }, { department: { equals: department } }, also] })

/** The department's places in the round not held by an offer; null when the round does not take that department. */
export async function freePlaces(payload: Payload, round: Pick<AdmissionRound, 'id' | 'departments' | 'enrolmentClosesAt'>, department: number, now: Date): Promise<number | null> {
  const row = (round.departments ?? []).find((entry) => relationId(entry.department) === department)
  if (!row) return null
  const { totalDocs } = await payload.count({ collection: 'applications', where: inRound(round.id, department, offeredWhere(round, now)), overrideAccess: true })
  return row.places - totalDocs
}

export type DepartmentProgress = { department: number; places: number; counts: Record<Stage, number> }

/** Each department of the round with its places and how many of its applications are at each stage at `now`. */
export async function roundProgress(payload: Payload, round: AdmissionRound, now: Date): Promise<DepartmentProgress[]> {
  return Promise.all(
    (round.departments ?? []).map(async ({ department, places }) => {
      const id = relationId(department)!
      const counts = await Promise.all(STAGES.map(async (stage) => (await payload.count({ collection: 'applications', where: inRound(round.id, id, stageWhere(stage, round, now)), overrideAccess: true })).totalDocs))
      return { department: id, places, counts: Object.fromEntries(STAGES.map((stage, index) => [stage, counts[index]])) as Record<Stage, number> }
    }),
  )
}

/** The rounds under way at `now` (from the opening of their applications to the close of their enrolment), named in `locale`. */
export async function currentRounds(payload: Payload, now: Date, locale: 'ko' | 'en'): Promise<AdmissionRound[]> {
  const at = now.toISOString()
  const { docs } = await payload.find({
    collection: 'admission-rounds',
    where: { and: [{ applicationOpensAt: { less_than_equal: at } }, { enrolmentClosesAt: { greater_than: at } }] },
    sort: 'applicationOpensAt',
    pagination: false,
    depth: 0,
    locale,
    overrideAccess: true,
  })
  return docs
}
