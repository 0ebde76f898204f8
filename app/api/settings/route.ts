import type { NextRequest } from 'next/server'

import { item } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { getSettings } from '@/lib/content/settings'

export async function GET(request: NextRequest) {
  return item(await getSettings(requestLocale(request)))
}
