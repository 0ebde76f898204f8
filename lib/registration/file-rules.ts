/** What the registration form accepts as files, decided from the name, the size and the sniffed content type. */
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

const ZIP = 'application/zip'
const CFB = 'application/x-cfb'

/**
 * Each document extension, the type it is stored and served as, and the sniffed types that agree with it:
 * the Office 97 formats are CFB containers, the OOXML ones zip containers (recognised by their parts, or
 * at least as a zip); plain text has no signature at all. 한글's documents are the same containers: HWP 5 a CFB,
 * HWPX (OWPML) a zip; the server reads further inside them (hangul-documents.ts).
 */
export const DOCUMENT_TYPES: Record<string, { mime: string; sniffed: readonly (string | undefined)[] }> = {
  pdf: { mime: 'application/pdf', sniffed: ['application/pdf'] },
  doc: { mime: 'application/msword', sniffed: [CFB] },
  xls: { mime: 'application/vnd.ms-excel', sniffed: [CFB] },
  ppt: { mime: 'application/vnd.ms-powerpoint', sniffed: [CFB] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', sniffed: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ZIP] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', sniffed: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ZIP] },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', sniffed: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', ZIP] },
  txt: { mime: 'text/plain', sniffed: [undefined] },
  hwp: { mime: 'application/x-hwp', sniffed: [CFB] },
  hwpx: { mime: 'application/hwp+zip', sniffed: [ZIP] },
}

/** The document extensions, as a file input's `accept` (.pdf,.doc,…). */
export const DOCUMENT_ACCEPT = Object.keys(DOCUMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',')

/** Every type an applicant file may be stored as or sniffed as (the private upload collection's allowlist). */
export const APPLICANT_FILE_MIME_TYPES = [...new Set([...Object.keys(PHOTO_TYPES), ...Object.values(DOCUMENT_TYPES).map(({ mime }) => mime), CFB, ZIP])]

export type FileVerdict = { ok: true; extension: string; mime: string } | { ok: false; problem: 'tooLarge' | 'photoType' | 'photoUnreadable' | 'documentType' }

export const extensionOf = (name: string): string => /\.([A-Za-z0-9]{1,8})$/.exec(name.trim())?.[1]?.toLowerCase() ?? ''

/** Plain text: valid UTF-8 without NUL bytes (binary formats nearly always hold some). */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/** A whole PDF: the header, and the cross-reference and end markers in its last kilobyte (as Payload's upload check wants). */
export function isCompletePdf(bytes: Uint8Array): boolean {
  // TextDecoder, not Buffer: the form imports this file, and Buffer would bring a 6 KB polyfill to the browser.
  const latin1 = (part: Uint8Array) => new TextDecoder('latin1').decode(part)
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)))
  return latin1(bytes.subarray(0, 5)) === '%PDF-' && tail.includes('%%EOF') && tail.includes('xref')
}

/** A photo is JPEG, PNG or WebP by content, whatever its name says. */
export function judgePhoto(size: number, sniffedMime: string | undefined): FileVerdict {
  if (size > PHOTO_MAX_BYTES) return { ok: false, problem: 'tooLarge' }
  const extension = sniffedMime ? PHOTO_TYPES[sniffedMime] : undefined
  return extension ? { ok: true, extension, mime: sniffedMime! } : { ok: false, problem: 'photoType' }
}

/** A document has an allowed extension and content of the same kind. */
export function judgeDocument(name: string, bytes: Uint8Array, sniffedMime: string | undefined): FileVerdict {
  if (bytes.length > DOCUMENT_MAX_BYTES) return { ok: false, problem: 'tooLarge' }
  const extension = extensionOf(name)
  const type = DOCUMENT_TYPES[extension]
  if (!type || !type.sniffed.includes(sniffedMime)) return { ok: false, problem: 'documentType' }
  if (extension === 'txt' && !isPlainText(bytes)) return { ok: false, problem: 'documentType' }
  if (extension === 'pdf' && !isCompletePdf(bytes)) return { ok: false, problem: 'documentType' }
  return { ok: true, extension, mime: type.mime }
}
