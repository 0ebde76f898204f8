import type { NextRequest } from 'next/server'

import { list } from '@/lib/api/responses'
import { getSocials } from '@/lib/content/home'
import { requestLocale } from '@/lib/content/locale'

export async function GET(request: NextRequest) {
  return list(await getSocials(requestLocale(request)))
}
