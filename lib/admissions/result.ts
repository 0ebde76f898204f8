import type { AdmissionRound, Application } from '@/cms/payload-types'

import type { ApplicationResult, ExamInterview } from '../api/types'
import { isAnnounced } from './schedule'

/** The application's round, when it was read with it (depth 1); null when it has none or only its id was read. */
export const roundOf = (application: Pick<Application, 'round'>): AdmissionRound | null =>
  typeof application.round === 'object' && application.round !== null ? application.round : null

/**
 * The result its applicant may see at `now`: nothing before the round's announced second, not even whether there is
 * one, and nothing for an application without a round; from that second the recorded 합격, 불합격 or 예비 with its rank.
 */
export function revealedResult(application: Pick<Application, 'round' | 'result' | 'waitlistRank'>, now: Date): ApplicationResult | undefined {
  const round = roundOf(application)
  if (!round || !application.result || !isAnnounced(round, now)) return undefined
  return application.result === 'waitlist' ? { code: 'waitlist', waitlist_rank: application.waitlistRank ?? null } : { code: application.result }
}

/** What an applicant is told of the results whatever they are: the exam number and when the results come out. */
export const roundFacts = (application: Pick<Application, 'round' | 'examNumber'>) => ({
  exam_number: application.examNumber ?? null,
  results_at: roundOf(application)?.announcementAt ?? null,
})

/** The interview an applicant is told of, once staff set both its time and its place; null before. */
export function interviewOf(application: Pick<Application, 'interviewAt' | 'interviewPlace'>): ExamInterview | null {
  return application.interviewAt && application.interviewPlace ? { at: application.interviewAt, place: application.interviewPlace } : null
}
