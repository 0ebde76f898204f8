import { getTranslations } from 'next-intl/server'

import { Pagination } from '@/components/ui/pagination'
import type { Locale } from '@/lib/api/types'
import { getDownloadsPage } from '@/lib/content/posts'

import styles from './content.module.css'
import { EmptyState } from './empty-state'

type Props = { locale: Locale; page: number; basePath: string }

/** Downloads as a numbered table with one file link per row; the pages bar only when there is more than one page. */
export async function DownloadsSection({ locale, page, basePath }: Props) {
  const [t, result] = await Promise.all([getTranslations('content'), getDownloadsPage(page, locale)])
  const first = (page - 1) * result.meta.per_page
  return (
    <>
      {result.data.length > 0 ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('downloadsCaption', { page })}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.numberColumn}>
                  {t('number')}
                </th>
                <th scope="col">{t('title')}</th>
                <th scope="col" className={styles.fileColumn}>
                  {t('file')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((item, offset) => (
                <tr key={item.id}>
                  <td className={styles.numberColumn}>{result.meta.total - first - offset}</td>
                  <th scope="row" className={styles.rowTitle}>
                    {item.title}
                  </th>
                  <td className={styles.fileColumn}>
                    {item.file_path ? (
                      <a href={item.file_path} download className={styles.downloadLink} aria-label={t('downloadLabel', { title: item.title })}>
                        {t('download')}
                      </a>
                    ) : (
                      <span className={styles.noFile}>{t('noFile')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState />
      )}
      <Pagination basePath={basePath} meta={result.meta} hideSinglePage />
    </>
  )
}
