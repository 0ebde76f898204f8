import type { Where } from 'payload'

import type { AdmissionRound, ApplicantFile, Application } from '@/cms/payload-types'

import { payloadClient } from '../payload/client'
import { APPLICATION_FILE_FIELDS } from './file-rules'

/** The application's fields the status answer is made of (lib/registration/status.ts, statusFrom). */
const APPLICATION_FIELDS = {
  state: true,
  reviewStartedAt: true,
  reference: true,
  createdAt: true,
  studentNumber: true,
  rejectionReason: true,
  round: true,
  examNumber: true,
  result: true,
  waitlistRank: true,
  enrolment: true,
  enrolmentDeadline: true,
  locale: true,
  interviewAt: true,
  interviewPlace: true,
  user: true,
  photo: true,
  studyPlan: true,
  confessionOfFaithFile: true,
  theologicalDissertationFile: true,
} as const

/** Of its round: the announcement, the interview days and enrolment (lib/admissions/result.ts, enrolment.ts). */
const ROUND_FIELDS = { announcementAt: true, interviewDays: true, enrolmentOpensAt: true, enrolmentClosesAt: true, tuitionAmount: true, tuitionAccount: true, tuitionNotice: true } as const

/** Of each file: the names its link is shown under. */
const FILE_FIELDS = { filename: true, originalName: true } as const

/** An application as the status answer reads it: its round and files with the fields above, its account as an id. */
export type StatusApplication = Pick<Application, 'id' | keyof typeof APPLICATION_FIELDS>

/**
 * The newest application matching `where`, read for the status answer in three narrow queries: the application's own
 * fields (no count), then its files and its round at once. Payload's `depth: 1` read of the whole application also read
 * the account with its sessions, the department, every column and a count, twice the work of a lookup on results day,
 * when every applicant looks at once (docs/performance.md, "Results day").
 */
export async function readForStatus(where: Where): Promise<StatusApplication | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'applications', where, sort: '-createdAt', limit: 1, pagination: false, depth: 0, locale: 'all', overrideAccess: true, select: APPLICATION_FIELDS })
  const application = docs[0]
  if (!application) return null
  const fileIds = APPLICATION_FILE_FIELDS.map((field) => application[field]).filter((id): id is number => typeof id === 'number')
  const roundId = typeof application.round === 'number' ? application.round : null
  const [files, round] = await Promise.all([
    fileIds.length > 0 ? payload.find({ collection: 'applicant-files', where: { id: { in: fileIds } }, pagination: false, depth: 0, overrideAccess: true, select: FILE_FIELDS }) : null,
    roundId === null ? null : payload.findByID({ collection: 'admission-rounds', id: roundId, depth: 0, locale: 'all', overrideAccess: true, disableErrors: true, select: ROUND_FIELDS }),
  ])
  const fileById = new Map((files?.docs ?? []).map((file) => [file.id, file as ApplicantFile]))
  const withFiles = Object.fromEntries(
    APPLICATION_FILE_FIELDS.map((field) => {
      const value = application[field]
      return [field, typeof value === 'number' ? (fileById.get(value) ?? value) : value]
    }),
  ) as Pick<StatusApplication, (typeof APPLICATION_FILE_FIELDS)[number]>
  return { ...application, ...withFiles, round: (round as AdmissionRound | null) ?? application.round }
}
