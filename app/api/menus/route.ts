import type { NextRequest } from 'next/server'

import { list } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { getMenus } from '@/lib/content/menus'

export async function GET(request: NextRequest) {
  return list(await getMenus(requestLocale(request)))
}
