import { NotFound, type CollectionAfterReadHook, type CollectionConfig, type UploadConfig } from 'payload'

import { staffFieldAccess } from '../access/roles'
import { ownOrStaff, staffRules } from '../access/staff-rules'
import { askingComponents } from '../admin/asking-components'
import { askAgainBefore } from '../hooks/ask-again'
import { privateFilesDir } from '../storage-paths'
import { applicantFileUrl } from '../../lib/registration/file-access'
import { APPLICANT_FILE_MIME_TYPES } from '../../lib/registration/file-rules'

type FileDoc = { id?: unknown; mimeType?: unknown }

/** An image is shown inline (admins only, logged as a photo view); a document has no thumbnail, so nothing downloads it unasked. */
const thumbnailOf = ({ id, mimeType }: FileDoc) =>
  typeof id === 'number' && typeof mimeType === 'string' && mimeType.startsWith('image/') ? `${applicantFileUrl(id)}?view=inline` : null

/** The file's addresses in every answer (the API's, the admin's links and thumbnails) name the route that logs each use. */
const addressThroughLoggingRoute: CollectionAfterReadHook = ({ doc }) =>
  typeof doc.id === 'number' ? { ...doc, url: applicantFileUrl(doc.id), thumbnailURL: thumbnailOf(doc) } : doc

/**
 * Payload's own address of a file (/cms-api/applicant-files/file/{name}) serves nothing: after Payload's access check
 * it sends to /api/applications/files/{id}, which writes the access log (on disk and on S3 alike: this handler runs
 * before the storage's).
 */
const sendToLoggingRoute: NonNullable<UploadConfig['handlers']>[number] = async (req, { params }) => {
  const { docs } = await req.payload.find({ collection: 'applicant-files', where: { filename: { equals: params.filename } }, depth: 0, limit: 1, select: { filename: true }, overrideAccess: true })
  if (!docs[0]) throw new NotFound(req.t)
  return new Response(null, { status: 302, headers: { Location: applicantFileUrl(docs[0].id), 'Cache-Control': 'private, no-store' } })
}

/**
 * Photos and documents sent with applications. Stored under DATA_DIR/private (never public/); only
 * admins and the applicant who sent a file may read it, and it is downloaded only through
 * /api/applications/files/{id}, which logs each download.
 */
export const ApplicantFiles: CollectionConfig = {
  slug: 'applicant-files',
  labels: { singular: { ko: '지원자 파일', en: 'Applicant file' }, plural: { ko: '지원자 파일', en: 'Applicant files' } },
  admin: {
    // Staff meet these files on their application, under the names they were sent with; the stored
    // (random) names of this raw list would only confuse.
    hidden: true,
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'kind', 'owner', 'createdAt'],
    group: { ko: '입학', en: 'Admissions' },
    components: askingComponents('applicant-files'),
  },
  access: { ...staffRules('applicant-files'), read: ownOrStaff('applicant-files', 'owner') },
  // Changing or deleting an applicant's file is asked as deleting the application is.
  hooks: { beforeOperation: [askAgainBefore('update', 'delete')], afterRead: [addressThroughLoggingRoute] },
  fields: [
    {
      name: 'kind',
      label: { ko: '종류', en: 'Kind' },
      type: 'select',
      required: true,
      options: [
        { value: 'photo', label: { ko: '사진', en: 'Photo' } },
        { value: 'document', label: { ko: '서류', en: 'Document' } },
      ],
    },
    { name: 'originalName', label: { ko: '원래 파일 이름', en: 'Original file name' }, type: 'text', admin: { readOnly: true } },
    { name: 'owner', label: { ko: '지원자 계정', en: 'Applicant account' }, type: 'relationship', relationTo: 'users', index: true, access: { update: staffFieldAccess('applicant-files', 'update') } },
  ],
  upload: {
    staticDir: privateFilesDir,
    mimeTypes: APPLICANT_FILE_MIME_TYPES,
    crop: false,
    focalPoint: false,
    adminThumbnail: ({ doc }) => thumbnailOf(doc),
    handlers: [sendToLoggingRoute],
  },
}
