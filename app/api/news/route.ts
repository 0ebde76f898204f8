import type { NextRequest } from 'next/server'

import { page } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { getNewsPage, NEWS_MAX_PER_PAGE, NEWS_PER_PAGE } from '@/lib/content/news'
import { parsePage, parsePerPage } from '@/lib/content/pagination'

export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams
  const perPage = parsePerPage(query.get('per_page'), NEWS_PER_PAGE, NEWS_MAX_PER_PAGE)
  const withContent = query.get('content') === 'true'
  return page(request, await getNewsPage(parsePage(query.get('page')), perPage, withContent, requestLocale(request)))
}
