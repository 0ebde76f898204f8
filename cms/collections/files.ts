import type { CollectionConfig } from 'payload'

import { publicReadAdminWrite } from '../access/admin-only'
import { filesDir } from '../storage-paths'

export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/x-hwp',
  'application/zip',
]

/** Public documents offered for download (forms, guides, timetables). */
export const Files: CollectionConfig = {
  slug: 'files',
  labels: { singular: { ko: '자료 파일', en: 'File' }, plural: { ko: '자료 파일', en: 'Files' } },
  admin: { group: { ko: '파일', en: 'Files' } },
  access: publicReadAdminWrite,
  fields: [],
  upload: { staticDir: filesDir, mimeTypes: DOCUMENT_MIME_TYPES },
}
