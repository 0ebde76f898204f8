import type { NextRequest } from 'next/server'

import { item, notFound } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { getNewsItem } from '@/lib/content/news'

export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const locale = requestLocale(request)
  const news = await getNewsItem(slug, locale)
  return news ? item(news) : notFound(locale)
}
