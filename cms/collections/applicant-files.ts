import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '../access/is-admin'
import { ownerOrAdmin } from '../access/owner-or-admin'
import { askAgainBefore } from '../hooks/ask-again'
import { privateFilesDir } from '../storage-paths'
import { APPLICANT_FILE_MIME_TYPES } from '../../lib/registration/file-rules'

/**
 * Photos and documents sent with applications. Stored under DATA_DIR/private (never public/); only
 * admins and the applicant who sent a file may read it, and it is downloaded through
 * /api/applications/files/{id}.
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
  },
  access: { read: ownerOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Changing or deleting an applicant's file is asked as deleting the application is.
  hooks: { beforeOperation: [askAgainBefore('update', 'delete')] },
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
    { name: 'owner', label: { ko: '지원자 계정', en: 'Applicant account' }, type: 'relationship', relationTo: 'users', index: true, access: { update: isAdminField } },
  ],
  upload: {
    staticDir: privateFilesDir,
    mimeTypes: APPLICANT_FILE_MIME_TYPES,
    crop: false,
    focalPoint: false,
  },
}
