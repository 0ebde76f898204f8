import type { NextRequest } from 'next/server'

import { item, notFound } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { getStaticPage } from '@/lib/content/static-pages'

export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const locale = requestLocale(request)
  const page = await getStaticPage(slug, locale)
  return page ? item(page) : notFound(locale)
}
