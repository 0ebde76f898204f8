import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/server-link'
import type { PageMeta } from '@/lib/api/types'
import { paginationWindow } from '@/lib/pagination-window'

import styles from './pagination.module.css'

type Props = {
  /** The list's path without the locale prefix (it may carry a query); page 1 is the bare path, others add `page=N`. */
  basePath: string
  meta: PageMeta
  /** Hide the bar when everything fits on one page (downloads), not only when the list is empty. */
  hideSinglePage?: boolean
}

const pageHref = (basePath: string, page: number) => (page > 1 ? `${basePath}${basePath.includes('?') ? '&' : '?'}page=${page}` : basePath)

/** Previous/next links and a window of page numbers, as real links that crawlers can follow. */
export async function Pagination({ basePath, meta, hideSinglePage = false }: Props) {
  const { current_page: current, last_page: last, total, per_page: perPage } = meta
  if (total === 0 || (hideSinglePage && total <= perPage)) return null
  const t = await getTranslations('pagination')
  const { pages, leadingEllipsis, trailingEllipsis } = paginationWindow(current, last)
  const previous = current > 1 ? Math.min(current - 1, last) : null
  const next = current < last ? current + 1 : null
  const ellipsis = (
    <li className={styles.ellipsis} aria-hidden="true">
      …
    </li>
  )
  return (
    <nav className={styles.pagination} aria-label={t('label')}>
      <ul>
        <li>
          {previous ? (
            <Link href={pageHref(basePath, previous)} rel="prev" className={styles.step}>
              ‹ {t('previous')}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              ‹ {t('previous')}
            </span>
          )}
        </li>
        {leadingEllipsis && ellipsis}
        {pages.map((page) => (
          <li key={page}>
            <Link
              href={pageHref(basePath, page)}
              className={styles.page}
              aria-label={t('page', { page })}
              aria-current={page === current ? 'page' : undefined}
            >
              {page}
            </Link>
          </li>
        ))}
        {trailingEllipsis && ellipsis}
        <li>
          {next ? (
            <Link href={pageHref(basePath, next)} rel="next" className={styles.step}>
              {t('next')} ›
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {t('next')} ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
