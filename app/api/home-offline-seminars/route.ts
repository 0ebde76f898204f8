import type { NextRequest } from 'next/server'

import { list } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { getHomeSeminars } from '@/lib/content/offline-seminars'

export async function GET(request: NextRequest) {
  return list(await getHomeSeminars(requestLocale(request)))
}
