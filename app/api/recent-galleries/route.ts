import type { NextRequest } from 'next/server'

import { list } from '@/lib/api/responses'
import { getGalleries, RECENT_GALLERIES_LIMIT } from '@/lib/content/galleries'
import { requestLocale } from '@/lib/content/locale'

export async function GET(request: NextRequest) {
  return list(await getGalleries(RECENT_GALLERIES_LIMIT, requestLocale(request)))
}
