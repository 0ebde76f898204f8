import { extensionOf } from '@/lib/documents/kinds'
import { DOCUMENT_MAX_BYTES, PHOTO_MAX_BYTES } from '@/lib/registration/file-rules'

import { DOCUMENT_ACCEPT, PHOTO_ACCEPT } from './values'

export type FileProblem = { key: 'photoType' | 'documentType' } | { key: 'fileTooLarge'; max: number }

const accepted = (accept: string) => accept.split(',').map((entry) => entry.trim().toLowerCase())

/**
 * The browser's quick look at a chosen file, by its type or extension and its size, so that a wrong file is
 * named before a long upload. The server still reads the content and decides.
 */
export function fileProblem(file: File, kind: 'photo' | 'document'): FileProblem | null {
  if (kind === 'photo') {
    if (!accepted(PHOTO_ACCEPT).includes(file.type.toLowerCase())) return { key: 'photoType' }
    return file.size > PHOTO_MAX_BYTES ? { key: 'fileTooLarge', max: PHOTO_MAX_BYTES / 1024 / 1024 } : null
  }
  if (!accepted(DOCUMENT_ACCEPT).includes(`.${extensionOf(file.name)}`)) return { key: 'documentType' }
  return file.size > DOCUMENT_MAX_BYTES ? { key: 'fileTooLarge', max: DOCUMENT_MAX_BYTES / 1024 / 1024 } : null
}
