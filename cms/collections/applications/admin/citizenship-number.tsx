import type { UIFieldServerProps } from 'payload'

import { fullCitizenshipNumber } from '@/lib/registration/citizenship-number'

import { userIsAdmin } from '../../../access/is-admin'
import { adminT } from '../../../admin-translations'
import styles from './admin.module.css'

/**
 * The full citizenship number on an application's edit view, for an admin only; it is nowhere else
 * in clear, not even in the admin's form data.
 */
export async function CitizenshipNumber({ id, payload, req, i18n }: UIFieldServerProps) {
  if (!id || !userIsAdmin(req.user)) return null
  const full = await fullCitizenshipNumber(payload, id)
  if (!full) return null
  const t = adminT(i18n.t)
  return (
    <div className={`field-type ${styles.secret}`}>
      <span className={styles.label}>{t('applications:citizenshipNumberFull')}</span>
      <details>
        <summary>{t('applications:show')}</summary>
        <output className={styles.number}>{'number' in full ? full.number : t('applications:unreadable')}</output>
      </details>
    </div>
  )
}
