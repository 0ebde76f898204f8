import type { UIFieldServerProps } from 'payload'

import { hasCitizenshipNumber } from '@/lib/registration/citizenship-number'

import { staffMay } from '../../../access/roles'
import { adminT } from '../../../admin-translations'
import styles from './admin.module.css'
import { RevealCitizenshipNumber } from './reveal-citizenship-number'

/**
 * The "보기" of the full resident number on an application's page, for the staff whose role reveals it (cms/access/roles.ts). The number is
 * not in the page: the button fetches it (and the access log records the view).
 */
export async function CitizenshipNumber({ id, payload, req, i18n }: UIFieldServerProps) {
  if (!id || !staffMay(req.user, 'applications', 'reveal') || !(await hasCitizenshipNumber(payload, id))) return null
  const t = adminT(i18n.t)
  return (
    <div className={`field-type ${styles.secret}`}>
      <span className={styles.label}>{t('applications:citizenshipNumberFull')}</span>
      <RevealCitizenshipNumber applicationId={String(id)} />
      <p className="field-description">{t('applications:viewIsLogged')}</p>
    </div>
  )
}
