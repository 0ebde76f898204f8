import type { NextRequest } from 'next/server'

import { requestLocale } from '@/lib/content/locale'

export function GET(request: NextRequest) {
  return new Response(requestLocale(request), { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
