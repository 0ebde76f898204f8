import type { NextRequest } from 'next/server'

import { list } from '@/lib/api/responses'
import { getPopups } from '@/lib/content/popups'
import { requestLocale } from '@/lib/content/locale'
import { currentMinute } from '@/lib/content/time'

export async function GET(request: NextRequest) {
  return list(await getPopups(currentMinute(), requestLocale(request)))
}
