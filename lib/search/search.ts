import { getPathname } from '../../i18n/navigation'
import type { Locale, Paginated, SearchResult } from '../api/types'
import { toPage } from '../content/pagination'
import { payloadClient } from '../payload/client'
import { excerptAround } from './excerpt'
import { rankMatches } from './rank'
import { resultPaths } from './result-path'
import { MAX_QUERY_LENGTH, searchTerms } from './terms'

export const SEARCH_PER_PAGE = 10
/** More matches than anyone pages through; the best of them are shown. */
const MAX_MATCHES = 300

export type SearchProblem = 'tooShort' | 'tooLong'
export type SearchOutcome = { problem: SearchProblem } | { problem?: undefined; terms: string[]; results: Paginated<SearchResult> }

type Entry = { kind: SearchResult['type']; source: string; title: string; path: string; body?: string | null; date?: string | null }

/**
 * Site search in one language: every term (see ./terms.ts) must occur in a public page's title or
 * text, spaces aside; an exact phrase and title matches rank first (./rank.ts), then newer pages. A query
 * without a searchable term, or longer than anyone types, is a problem to tell the visitor rather than an
 * empty result.
 */
export async function searchSite(query: string, page: number, locale: Locale): Promise<SearchOutcome> {
  if (query.length > MAX_QUERY_LENGTH) return { problem: 'tooLong' }
  const terms = searchTerms(query)
  if (terms.length === 0) return { problem: 'tooShort' }
  const payload = await payloadClient()
  // The index holds only public text and has no hooks of its own: read straight from the database.
  const { docs } = await payload.db.find<Entry>({
    collection: 'search-entries',
    where: { and: [{ locale: { equals: locale } }, ...terms.map((term) => ({ terms: { contains: term } }))] },
    select: { kind: true, source: true, title: true, path: true, body: true, date: true },
    limit: MAX_MATCHES,
    pagination: false,
  })
  const ranked = rankMatches(docs, query, terms)
  const shown = ranked.slice((page - 1) * SEARCH_PER_PAGE, page * SEARCH_PER_PAGE)
  const paths = await resultPaths(shown)
  const data = shown.map((entry, index) => ({
    type: entry.kind,
    title: entry.title,
    url: getPathname({ locale, href: paths[index] }),
    excerpt: excerptAround(entry.body ?? '', terms),
  }))
  return { terms, results: toPage(data, page, SEARCH_PER_PAGE, ranked.length) }
}
