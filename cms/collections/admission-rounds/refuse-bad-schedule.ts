import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { AdmissionRound } from '@/cms/payload-types'

import { overlaps, scheduleProblems, type RoundDates } from '../../../lib/admissions/schedule'
import { relationId } from '../../../lib/payload/relation-id'
import { adminT } from '../../admin-translations'

const datesOf = (round: Partial<AdmissionRound>): RoundDates => ({
  applicationOpensAt: round.applicationOpensAt ?? '',
  applicationClosesAt: round.applicationClosesAt ?? '',
  interviewDays: (round.interviewDays ?? []).map(({ day }) => day),
  announcementAt: round.announcementAt ?? '',
  enrolmentOpensAt: round.enrolmentOpensAt ?? '',
  enrolmentClosesAt: round.enrolmentClosesAt ?? '',
})

/**
 * Refuses a round whose dates are out of order (lib/admissions/schedule.ts), that names a department twice, or that
 * overlaps another round, each with the admin's message at its field; nothing is saved.
 */
export const refuseBadSchedule: CollectionBeforeChangeHook<AdmissionRound> = async ({ data, originalDoc, req }) => {
  const round = { ...originalDoc, ...data }
  const t = adminT(req.t)
  const errors: { path: string; message: string }[] = scheduleProblems(datesOf(round)).map(({ field, problem }) => ({ path: field, message: t(`rounds:${problem}`) }))
  const departments = (round.departments ?? []).map((row) => relationId(row.department))
  if (new Set(departments).size < departments.length) errors.push({ path: 'departments', message: t('rounds:departmentTwice') })
  const others = await req.payload.find({
    collection: 'admission-rounds',
    where: originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {},
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const overlapping = others.docs.find((other) => overlaps(datesOf(round), datesOf(other)))
  if (overlapping) errors.push({ path: 'applicationOpensAt', message: t('rounds:overlaps', { name: overlapping.name }) })
  if (errors.length > 0) throw new ValidationError({ collection: 'admission-rounds', errors, req }, req.t)
  return data
}
