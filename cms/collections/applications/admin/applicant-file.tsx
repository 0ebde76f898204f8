import type { UploadFieldServerProps } from 'payload'

import { staffMay } from '../../../access/roles'
import { relationId } from '@/lib/payload/relation-id'
import { applicantFileUrl } from '@/lib/registration/file-access'

import { adminT } from '../../../admin-translations'
import styles from './admin.module.css'

const labelOf = (label: unknown, language: string): string =>
  typeof label === 'string' ? label : typeof label === 'object' && label !== null ? ((label as Record<string, string>)[language] ?? '') : ''

/**
 * A photo or document of an application under the name the applicant gave it, downloaded through
 * /api/applications/files/{id} (which sends that name), instead of Payload's upload box with the
 * stored name. The photo is also shown as a picture, through the same staff-only route (each view
 * is in the access log), never from a public address.
 */
export async function ApplicantFile({ data, field, payload, req, i18n }: UploadFieldServerProps) {
  const id = relationId(data?.[field.name])
  const file = id !== null && staffMay(req.user, 'applicant-files', 'read') ? await payload.findByID({ collection: 'applicant-files', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
  const t = adminT(i18n.t)
  const label = labelOf(field.label, i18n.language)
  const href = file ? applicantFileUrl(file.id) : ''
  return (
    <div className={`field-type ${styles.file}`}>
      <span className={styles.label}>{label}</span>
      {file?.kind === 'photo' && (
        // eslint-disable-next-line @next/next/no-img-element -- a private file: next/image's optimizer would cache it for anyone
        <img className={styles.photo} src={`${href}?view=inline`} alt={t('applications:photoOf', { name: String(data?.nameHangul || data?.nameEnglish || '') })} />
      )}
      {file ? (
        <a href={href} download={file.originalName || undefined}>
          {file.originalName || file.filename}
        </a>
      ) : (
        <span>{t('applications:noFile')}</span>
      )}
    </div>
  )
}
