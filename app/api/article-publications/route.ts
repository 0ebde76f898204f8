import type { NextRequest } from 'next/server'

import { page } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { parsePage } from '@/lib/content/pagination'
import { getArticlesPage } from '@/lib/content/posts'

export async function GET(request: NextRequest) {
  return page(request, await getArticlesPage(parsePage(request.nextUrl.searchParams.get('page')), requestLocale(request)))
}
