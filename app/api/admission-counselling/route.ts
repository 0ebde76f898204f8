import type { NextRequest } from 'next/server'

import { page } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { parsePage } from '@/lib/content/pagination'
import { getCounsellingPage } from '@/lib/content/questions'

export async function GET(request: NextRequest) {
  return page(request, await getCounsellingPage(parsePage(request.nextUrl.searchParams.get('page')), requestLocale(request)))
}
