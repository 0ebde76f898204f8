import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import type { ReceiptMail } from '@/lib/api/types'
import { APPLICATION_STATUS_PATH } from '@/lib/registration/paths'

import styles from '../forms.module.css'

type Props = { reference: string; email: string; mail: ReceiptMail }

/** What the success dialog adds: the reference, what became of the receipt mail (sent, or only kept to be sent), what happens next and where to follow it. */
export function ReceiptDetails({ reference, email, mail }: Props) {
  const t = useTranslations('registration')
  return (
    <div className={styles.dialogText}>
      <p>
        <strong>{t('successReference', { reference })}</strong>
      </p>
      <p>{t(`successMail.${mail}`, { email })}</p>
      <p>{t(`successNext.${mail}`)}</p>
      <p>
        <Link href={APPLICATION_STATUS_PATH}>{t('successStatusLink')}</Link>
      </p>
    </div>
  )
}
