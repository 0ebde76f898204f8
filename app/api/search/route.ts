import { getTranslations } from 'next-intl/server'
import type { NextRequest } from 'next/server'

import { errorResponse, page } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { parsePage, toPage } from '@/lib/content/pagination'
import { searchSite, SEARCH_PER_PAGE } from '@/lib/search/search'
import { MAX_QUERY_LENGTH } from '@/lib/search/terms'

/** GET /api/search?q=&page=: an empty query finds nothing; one that cannot be searched is a 422 that says why. */
export async function GET(request: NextRequest) {
  const locale = requestLocale(request)
  const query = (request.nextUrl.searchParams.get('q') ?? '').trim()
  if (query === '') return page(request, toPage([], 1, SEARCH_PER_PAGE, 0))
  const outcome = await searchSite(query, parsePage(request.nextUrl.searchParams.get('page')), locale)
  if (!outcome.problem) return page(request, outcome.results)
  const t = await getTranslations({ locale, namespace: 'search' })
  return errorResponse(locale, 422, 'invalid', { q: [t(outcome.problem, { max: MAX_QUERY_LENGTH })] })
}
