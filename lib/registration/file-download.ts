import type { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { staffMay } from '@/cms/access/roles'

import { errorResponse, notFound } from '../api/responses'
import { requestLocale } from '../content/locale'
import { payloadClient } from '../payload/client'
import { relationId } from '../payload/relation-id'
import { parseId } from '../content/query'
import { currentUser } from '../auth/session'
import { recordAccess } from '../privacy/access-log'
import { attachmentResponse } from '../storage/attachment'
import { fileStore } from '../storage/file-store'
import { allowsFile } from './file-access'
import { DOCUMENT_TYPES, extensionOf } from '../documents/kinds'
import { APPLICATION_FILE_FIELDS } from './file-rules'
import { registrationError } from './responses'

const PHOTO_MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }


/** The application a file was sent with, for the access log's "whose record". */
async function applicationOf(payload: Payload, fileId: number) {
  const { docs } = await payload.find({
    collection: 'applications',
    where: { or: APPLICATION_FILE_FIELDS.map((field) => ({ [field]: { equals: fileId } })) },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { reference: true, ...Object.fromEntries(APPLICATION_FILE_FIELDS.map((field) => [field, true])) },
  })
  const application = docs[0]
  if (!application) return { application: undefined, field: null }
  return { application: { id: application.id, reference: application.reference }, field: APPLICATION_FILE_FIELDS.find((name) => (application as Record<string, unknown>)[name] === fileId) ?? null }
}

/**
 * GET /api/applications/files/{id}: a photo or document of an application, for an admin or for the
 * applicant who sent it: signed in (session cookie or bearer token), or with the signed `?access=`
 * link of the status page (./file-access.ts). A download, never rendered by the browser, except a
 * staff member's `?view=inline` of a photo (shown on the application's page). Every one is written to the
 * access log.
 */
export async function downloadApplicantFile(request: NextRequest, rawId: string): Promise<Response> {
  const locale = requestLocale(request)
  const user = await currentUser(request)
  const access = request.nextUrl.searchParams.get('access')
  if (!user && !access) return registrationError(locale, 401, 'signInRequired')
  const id = parseId(rawId)
  const payload = await payloadClient()
  const file = id === null ? null : await payload.findByID({ collection: 'applicant-files', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!file?.filename) return notFound(locale)
  const owner = relationId(file.owner)
  const allowed = (user !== null && (staffMay(user, 'applicant-files', 'read') || owner === user.id)) || (access !== null && allowsFile(access, file.id, owner))
  if (!allowed) return errorResponse(locale, 403, 'forbidden')

  const extension = extensionOf(file.filename)
  const inline = request.nextUrl.searchParams.get('view') === 'inline'
  if (inline && (!staffMay(user, 'applicant-files', 'read') || !PHOTO_MIME[extension])) return errorResponse(locale, 403, 'forbidden')

  const content = await fileStore('applicant-files').read(file.filename)
  if (!content) return notFound(locale)
  const { application, field } = await applicationOf(payload, file.id)
  await recordAccess(payload, { user, headers: request.headers }, { action: inline ? 'viewPhoto' : 'downloadFile', application, details: { file: file.id, kind: file.kind, field, by: user ? 'account' : 'signedLink' } })
  const type = PHOTO_MIME[extension] ?? DOCUMENT_TYPES[extension]?.mime ?? 'application/octet-stream'
  return attachmentResponse(content, { type, name: file.originalName || file.filename, storedName: file.filename, cacheControl: 'private, no-store', inline })
}
