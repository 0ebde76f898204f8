import type { Locale } from '@/i18n/routing'
import { getSettings } from '@/lib/content/settings'

import { PrintAddress } from './print-address'
import styles from './print-header.module.css'

/** Shown on paper only, where the site's header is not: the school's name and the page's address. */
export async function PrintHeader({ locale }: { locale: Locale }) {
  const settings = await getSettings(locale)
  return (
    <div className={styles.printHeader}>
      <strong>{settings.school_name}</strong>
      <PrintAddress />
    </div>
  )
}
