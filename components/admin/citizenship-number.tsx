import type { UIFieldServerProps } from 'payload'

import { userIsAdmin } from '@/cms/access/is-admin'
import { decrypt } from '@/lib/security/encryption'

import styles from './admin.module.css'

const TEXTS = {
  ko: { label: '주민등록번호 (전체)', show: '보기', unreadable: '복호화할 수 없습니다 (암호화 키가 바뀌었을 수 있습니다).' },
  en: { label: 'Resident registration number (full)', show: 'Show', unreadable: 'Cannot be decrypted (the encryption key may have changed).' },
}

/**
 * The full citizenship number, decrypted on the server for an admin opening the application; it is
 * nowhere else in clear, not even in the admin's form data.
 */
export async function CitizenshipNumber({ id, payload, req, i18n }: UIFieldServerProps) {
  if (!id || !userIsAdmin(req.user)) return null
  const text = TEXTS[i18n.language === 'en' ? 'en' : 'ko']
  const application = await payload.findByID({ collection: 'applications', id, depth: 0, showHiddenFields: true, overrideAccess: true, disableErrors: true })
  const encrypted = application?.citizenshipNoEncrypted
  if (!encrypted) return null
  let number: string
  try {
    number = decrypt(encrypted)
  } catch {
    number = text.unreadable
  }
  return (
    <div className={`field-type ${styles.secret}`}>
      <span className={styles.label}>{text.label}</span>
      <details>
        <summary>{text.show}</summary>
        <output className={styles.number}>{number}</output>
      </details>
    </div>
  )
}
