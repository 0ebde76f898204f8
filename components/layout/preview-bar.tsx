import { getTranslations } from 'next-intl/server'
import { cookies } from 'next/headers'

import { getPathname } from '@/i18n/navigation'

import type { Locale } from '@/lib/api/types'
import { PREVIEW_LINK_COOKIE } from '@/lib/preview/cookies'
import { previewing } from '@/lib/preview/mode'

import styles from './preview-bar.module.css'

/**
 * Above a page shown in staff's preview (draft mode): says so, gives the link a colleague can open for a while, and
 * ends the preview. Outside a preview it renders nothing and reads no cookie, so the page stays cached.
 */
export async function PreviewBar({ locale }: { locale: Locale }) {
  if (!(await previewing())) return null
  const [t, jar] = await Promise.all([getTranslations({ locale, namespace: 'preview' }), cookies()])
  const token = jar.get(PREVIEW_LINK_COOKIE)?.value
  return (
    <aside className={styles.bar} aria-label={t('notice')} data-preview-bar>
      <p>{t('notice')}</p>
      {token && <a href={`/admin/preview?${new URLSearchParams({ token })}`}>{t('link')}</a>}
      <a href={`/admin/preview?${new URLSearchParams({ exit: '1', to: getPathname({ href: '/', locale }) })}`}>{t('exit')}</a>
    </aside>
  )
}
