import type { UploadFieldServerProps } from 'payload'

import { userIsAdmin } from '../../../access/is-admin'
import { adminT } from '../../../admin-translations'
import styles from './admin.module.css'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null && 'id' in value ? Number(value.id) : null

const labelOf = (label: unknown, language: string): string =>
  typeof label === 'string' ? label : typeof label === 'object' && label !== null ? ((label as Record<string, string>)[language] ?? '') : ''

/**
 * A photo or document of an application under the name the applicant gave it, downloaded through
 * /api/applications/files/{id} (which sends that name), instead of Payload's upload box with the stored name.
 */
export async function ApplicantFile({ data, field, payload, req, i18n }: UploadFieldServerProps) {
  const id = idOf(data?.[field.name])
  const file = id !== null && userIsAdmin(req.user) ? await payload.findByID({ collection: 'applicant-files', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
  return (
    <div className={`field-type ${styles.file}`}>
      <span className={styles.label}>{labelOf(field.label, i18n.language)}</span>
      {file ? (
        <a href={`/api/applications/files/${file.id}`} download={file.originalName || undefined}>
          {file.originalName || file.filename}
        </a>
      ) : (
        <span>{adminT(i18n.t)('applications:noFile')}</span>
      )}
    </div>
  )
}
