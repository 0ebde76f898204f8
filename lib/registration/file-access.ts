import crypto from 'node:crypto'

import { payloadSecret } from '../env/secrets'

/**
 * Download links for an applicant who checked their e-mail and password on the status page but
 * cannot sign in yet (a pending account has no session): the link names one file of one owner and
 * expires after a while; it is signed with the site's secret, so it cannot be made or altered.
 */
const VALID_MS = 30 * 60 * 1000

/** The one route that serves a private applicant file, and logs each time it does (app/api/applications/files/[id]). */
export const applicantFileUrl = (id: number) => `/api/applications/files/${id}`

/** What a link opens: an applicant's file, or the 수험표 of an application (each signed apart, so one is never the other). */
type Purpose = 'applicant-file' | 'exam-ticket'

const signature = (purpose: Purpose, id: number, ownerId: number, expires: number) =>
  crypto.createHmac('sha256', payloadSecret()).update(`${purpose}:${id}:${ownerId}:${expires}`).digest('base64url')

function accessToken(purpose: Purpose, id: number, ownerId: number, now: number): string {
  const expires = now + VALID_MS
  return `${expires}.${signature(purpose, id, ownerId, expires)}`
}

function allows(purpose: Purpose, token: string, id: number, ownerId: number | null, now: number): boolean {
  const [rawExpires, given] = token.split('.')
  const expires = Number(rawExpires)
  if (ownerId === null || !given || !Number.isSafeInteger(expires) || expires < now) return false
  const expected = Buffer.from(signature(purpose, id, ownerId, expires))
  const actual = Buffer.from(given)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

export const fileAccessToken = (fileId: number, ownerId: number, now = Date.now()) => accessToken('applicant-file', fileId, ownerId, now)

/** Whether `token` was made for this file of this owner and has not expired. */
export const allowsFile = (token: string, fileId: number, ownerId: number | null, now = Date.now()) => allows('applicant-file', token, fileId, ownerId, now)

/** The one route that draws an applicant's 수험표 (app/api/registration/exam-ticket/[id]). */
export const examTicketUrl = (applicationId: number, ownerId: number, now = Date.now()) =>
  `/api/registration/exam-ticket/${applicationId}?access=${accessToken('exam-ticket', applicationId, ownerId, now)}`

export const allowsExamTicket = (token: string, applicationId: number, ownerId: number | null, now = Date.now()) => allows('exam-ticket', token, applicationId, ownerId, now)
