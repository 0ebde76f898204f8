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

const signature = (fileId: number, ownerId: number, expires: number) =>
  crypto.createHmac('sha256', payloadSecret()).update(`applicant-file:${fileId}:${ownerId}:${expires}`).digest('base64url')

export function fileAccessToken(fileId: number, ownerId: number, now = Date.now()): string {
  const expires = now + VALID_MS
  return `${expires}.${signature(fileId, ownerId, expires)}`
}

/** Whether `token` was made for this file of this owner and has not expired. */
export function allowsFile(token: string, fileId: number, ownerId: number | null, now = Date.now()): boolean {
  const [rawExpires, given] = token.split('.')
  const expires = Number(rawExpires)
  if (ownerId === null || !given || !Number.isSafeInteger(expires) || expires < now) return false
  const expected = Buffer.from(signature(fileId, ownerId, expires))
  const actual = Buffer.from(given)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}
