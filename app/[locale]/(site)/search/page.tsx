import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageFrame } from '@/components/forms/page-frame'
import { SearchBox } from '@/components/search/search-box'
import styles from '@/components/search/search.module.css'
import { SearchResults } from '@/components/search/search-results'
import { getPathname } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { parsePage } from '@/lib/content/pagination'
import { searchSite } from '@/lib/search/search'
import { MAX_QUERY_LENGTH } from '@/lib/search/terms'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> }

// Rendered per request: the results depend on the query string (the search index itself is always current).
export const dynamic = 'force-dynamic'

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const lang = pageLocale(locale)
  const query = firstValue((await searchParams).q).trim().slice(0, MAX_QUERY_LENGTH)
  const t = await getTranslations({ locale: lang, namespace: 'search' })
  return pageMetadata({ locale: lang, path: '/search', title: query ? t('resultsTitle', { query }) : t('title'), description: t('description'), noindex: true })
}

/** Site search (`?q=`, `?page=`), rendered on the server for each query. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  const lang = pageLocale(locale)
  const { q, page } = await searchParams
  const query = firstValue(q).trim()
  const t = await getTranslations({ locale: lang, namespace: 'search' })
  const outcome = query ? await searchSite(query, parsePage(page), lang) : null
  return (
    <PageFrame title={t('heading')}>
      <SearchBox action={getPathname({ locale: lang, href: '/search' })} label={t('label')} placeholder={t('placeholder')} submit={t('submit')} defaultValue={query.slice(0, MAX_QUERY_LENGTH)} className={styles.page} />
      {!outcome && <p className={styles.message}>{t('prompt')}</p>}
      {outcome?.problem && (
        <p className={styles.message} role="alert">
          {t(outcome.problem, { max: MAX_QUERY_LENGTH })}
        </p>
      )}
      {outcome && !outcome.problem && <SearchResults query={query} terms={outcome.terms} results={outcome.results} locale={lang} />}
    </PageFrame>
  )
}
