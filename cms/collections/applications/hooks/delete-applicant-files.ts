import type { CollectionAfterDeleteHook } from 'payload'

import { relationId } from '@/lib/payload/relation-id'
import { APPLICATION_FILE_FIELDS } from '@/lib/registration/file-rules'

/** An application's photo and documents belong to it alone: they go (records and files on disk) with it. */
export const deleteApplicantFiles: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = APPLICATION_FILE_FIELDS.map((field) => relationId(doc[field])).filter((id): id is number => id !== null)
  if (ids.length > 0) await req.payload.delete({ collection: 'applicant-files', where: { id: { in: ids } }, overrideAccess: true, req })
  return doc
}
