import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/server-link'

import styles from './content.module.css'

export type Crumb = { label: string; href?: string }

/** Home, then the given trail; the last crumb is the current page. */
export async function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const t = await getTranslations('breadcrumb')
  const crumbs: Crumb[] = [{ label: t('home'), href: '/' }, ...trail]
  return (
    <nav className={styles.breadcrumb} aria-label={t('label')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : crumb.href ? (
              <Link href={crumb.href}>{crumb.label}</Link>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
