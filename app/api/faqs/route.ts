import type { NextRequest } from 'next/server'

import { list } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { getFaqs } from '@/lib/content/questions'

export async function GET(request: NextRequest) {
  return list(await getFaqs(requestLocale(request)))
}
