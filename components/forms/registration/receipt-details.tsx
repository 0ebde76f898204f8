import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import styles from '../forms.module.css'

type Props = { reference: string; email: string }

/** What the success dialog adds: the reference, the receipt mail, what happens next and where to follow it. */
export function ReceiptDetails({ reference, email }: Props) {
  const t = useTranslations('registration')
  return (
    <div className={styles.dialogText}>
      <p>
        <strong>{t('successReference', { reference })}</strong>
      </p>
      <p>{t('successMailed', { email })}</p>
      <p>{t('successNext')}</p>
      <p>
        <Link href="/student-registration/status">{t('successStatusLink')}</Link>
      </p>
    </div>
  )
}
