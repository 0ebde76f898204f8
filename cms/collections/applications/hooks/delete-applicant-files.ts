import type { CollectionAfterDeleteHook } from 'payload'

const FILE_FIELDS = ['photo', 'confessionOfFaithFile', 'studyPlan', 'theologicalDissertationFile'] as const

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null && 'id' in value ? Number(value.id) : null

/** An application's photo and documents belong to it alone: they go (records and files on disk) with it. */
export const deleteApplicantFiles: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = FILE_FIELDS.map((field) => idOf(doc[field])).filter((id): id is number => id !== null)
  if (ids.length > 0) await req.payload.delete({ collection: 'applicant-files', where: { id: { in: ids } }, overrideAccess: true, req })
  return doc
}
