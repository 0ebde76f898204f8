import type { NextRequest } from 'next/server'

import { page } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { getSeminarsPage } from '@/lib/content/offline-seminars'
import { parsePage } from '@/lib/content/pagination'

export async function GET(request: NextRequest) {
  return page(request, await getSeminarsPage(parsePage(request.nextUrl.searchParams.get('page')), requestLocale(request)))
}
