import { getTranslations } from 'next-intl/server'

import styles from './content.module.css'

/** What a list page shows when it has no items (an empty list or a page past the end). */
export async function EmptyState() {
  const t = await getTranslations('content')
  return <p className={styles.empty}>{t('empty')}</p>
}
