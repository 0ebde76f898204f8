import type { NextRequest } from 'next/server'

import { item, notFound } from '@/lib/api/responses'
import { getGallery } from '@/lib/content/galleries'
import { requestLocale } from '@/lib/content/locale'

export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const locale = requestLocale(request)
  const gallery = await getGallery(id, locale)
  return gallery ? item(gallery) : notFound(locale)
}
