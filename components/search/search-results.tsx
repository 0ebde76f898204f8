import { getTranslations } from 'next-intl/server'

import { Pagination } from '@/components/ui/pagination'
import type { Locale, Paginated, SearchResult } from '@/lib/api/types'

import { Highlight } from './highlight'
import styles from './search.module.css'

type Props = { query: string; terms: string[]; results: Paginated<SearchResult>; locale: Locale }

/** The language of a searched phrase, when its script says it (KWCAG 3.1.1: a passage in another language is marked). */
const languageOf = (text: string) => (/[\uAC00-\uD7A3]/.test(text) ? 'ko' : /^[\x20-\x7E]*[A-Za-z][\x20-\x7E]*$/.test(text) ? 'en' : undefined)

/** The found pages: type, title (a link) and an excerpt, the searched words marked; paged like the boards. */
export async function SearchResults({ query, terms, results, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  if (results.meta.total === 0) {
    return <p className={styles.message}>{t.rich('empty', { query, term: (chunks) => <span lang={languageOf(query)}>{chunks}</span> })}</p>
  }
  return (
    <>
      <p className={styles.count} role="status">
        {t('count', { total: results.meta.total })}
      </p>
      <ol className={styles.results}>
        {results.data.map((result) => (
          <li key={result.url + result.title} className={styles.result}>
            <p className={styles.type}>{t(`types.${result.type}`)}</p>
            <h2 className={styles.title}>
              <a href={result.url}>
                <Highlight text={result.title} terms={terms} />
              </a>
            </h2>
            {result.excerpt && (
              <p className={styles.excerpt}>
                <Highlight text={result.excerpt} terms={terms} />
              </p>
            )}
          </li>
        ))}
      </ol>
      <Pagination basePath={`/search?q=${encodeURIComponent(query)}`} meta={results.meta} />
    </>
  )
}
