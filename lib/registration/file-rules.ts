import { DOCUMENT_MIME_TYPES } from '../documents/kinds'

/** What the registration form accepts as files, decided from the name, the size and the sniffed content type (documents: lib/documents). */
export const MEGABYTE = 1024 * 1024
export const PHOTO_MAX_BYTES = 5 * MEGABYTE
export const DOCUMENT_MAX_BYTES = 20 * MEGABYTE

/** The form's file inputs (API names) and the application fields that keep them. */
export const FILE_FIELDS = {
  photo: { field: 'photo', kind: 'photo', required: true },
  confention_faith_file: { field: 'confessionOfFaithFile', kind: 'document', required: false },
  study_plan: { field: 'studyPlan', kind: 'document', required: false },
  theological_dissertation_file: { field: 'theologicalDissertationFile', kind: 'document', required: false },
} as const

export type FileInput = keyof typeof FILE_FIELDS

/** The application's fields that hold an applicant file. */
export const APPLICATION_FILE_FIELDS = Object.values(FILE_FIELDS).map((input) => input.field)

/** The whole body may hold every file at its limit plus the text fields. */
export const REGISTRATION_MAX_BODY_BYTES = PHOTO_MAX_BYTES + 3 * DOCUMENT_MAX_BYTES + MEGABYTE

const PHOTO_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

/** Every type an applicant file may be stored as or sniffed as (the private upload collection's allowlist). */
export const APPLICANT_FILE_MIME_TYPES = [...new Set([...Object.keys(PHOTO_TYPES), ...DOCUMENT_MIME_TYPES])]

export type FileVerdict = { ok: true; extension: string; mime: string } | { ok: false; problem: 'tooLarge' | 'photoType' | 'photoUnreadable' | 'documentType' }

/** A photo is JPEG, PNG or WebP by content, whatever its name says. */
export function judgePhoto(size: number, sniffedMime: string | undefined): FileVerdict {
  if (size > PHOTO_MAX_BYTES) return { ok: false, problem: 'tooLarge' }
  const extension = sniffedMime ? PHOTO_TYPES[sniffedMime] : undefined
  return extension ? { ok: true, extension, mime: sniffedMime! } : { ok: false, problem: 'photoType' }
}
