/**
 * The documents the site takes, from applicants (the application form) and from staff (자료실 and other uploads)
 * alike: each extension, the type it is stored and served as, the container it comes in, and the types file-type
 * sniffs that agree with it. The Office 97 formats and HWP 5 are CFB (compound file) containers, the OOXML ones and
 * HWPX (OWPML) zip containers (recognised by their parts, or at least as a zip); plain text has no signature at all.
 * The server reads further inside them (lib/documents/check.ts). Browser-safe: the form imports it.
 */
const ZIP = 'application/zip'
const CFB = 'application/x-cfb'

export type DocumentContainer = 'pdf' | 'cfb' | 'zip' | 'text'

export type DocumentKind = { mime: string; container: DocumentContainer; sniffed: readonly (string | undefined)[] }

export const DOCUMENT_TYPES: Record<string, DocumentKind> = {
  pdf: { mime: 'application/pdf', container: 'pdf', sniffed: ['application/pdf'] },
  doc: { mime: 'application/msword', container: 'cfb', sniffed: [CFB] },
  xls: { mime: 'application/vnd.ms-excel', container: 'cfb', sniffed: [CFB] },
  ppt: { mime: 'application/vnd.ms-powerpoint', container: 'cfb', sniffed: [CFB] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', container: 'zip', sniffed: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ZIP] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', container: 'zip', sniffed: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ZIP] },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', container: 'zip', sniffed: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', ZIP] },
  txt: { mime: 'text/plain', container: 'text', sniffed: [undefined] },
  hwp: { mime: 'application/x-hwp', container: 'cfb', sniffed: [CFB] },
  hwpx: { mime: 'application/hwp+zip', container: 'zip', sniffed: [ZIP] },
}

/** The document extensions, as a file input's `accept` (.pdf,.doc,…). */
export const DOCUMENT_ACCEPT = Object.keys(DOCUMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',')

/** The types a document is stored as, and the bare container types it may be sniffed as. */
export const DOCUMENT_MIME_TYPES = [...new Set([...Object.values(DOCUMENT_TYPES).map(({ mime }) => mime), CFB, ZIP])]

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
