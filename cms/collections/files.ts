import { ValidationError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { checkDocument } from '../../lib/documents/check'
import { unpackAllowance } from '../../lib/documents/containers'
import { DOCUMENT_TYPES, extensionOf } from '../../lib/documents/kinds'
import { publicReadStaffWrite } from '../access/staff-rules'
import { adminT } from '../admin-translations'
import { uploadedBytes } from '../hooks/uploaded-bytes'
import { filesDir } from '../storage-paths'

/**
 * A document is checked as the application form checks one (lib/documents): its extension names one of the document
 * kinds and its content is that kind, 한글's .hwp and .hwpx among them. It is stored, and served, under that kind's own
 * type, whatever type the browser sent it as. A refusal is in the admin's language, before Payload handles the file
 * and before anything is stored.
 */
const checkDocumentFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const { name } = req.file
  const extension = extensionOf(name)
  const verdict = await checkDocument(name, await uploadedBytes(req.file), unpackAllowance())
  if (!verdict.ok) {
    const t = adminT(req.t)
    const message = DOCUMENT_TYPES[extension]
      ? t('documents:wrongContent', { name, extension })
      : t('documents:unknownKind', { name, extensions: Object.keys(DOCUMENT_TYPES).map((known) => `.${known}`).join(', ') })
    throw new ValidationError({ collection: 'files', errors: [{ path: 'file', message }], req }, req.t)
  }
  req.file.mimetype = verdict.mime
  return args
}

/** Public documents offered for download (forms, guides, timetables). */
export const Files: CollectionConfig = {
  slug: 'files',
  labels: { singular: { ko: '자료 파일', en: 'File' }, plural: { ko: '자료 파일', en: 'Files' } },
  admin: { group: { ko: '파일', en: 'Files' } },
  access: publicReadStaffWrite('files'),
  hooks: { beforeOperation: [checkDocumentFile] },
  fields: [],
  // No list of types: the admin's file picker and drop zone would hide or drop what the browser gives no listed type
  // (.hwp and .hwpx have none on most systems), and Payload's own refusal is in English. The hook decides by content
  // (Payload still refuses executables and HTML by their names and types).
  upload: { staticDir: filesDir },
}
