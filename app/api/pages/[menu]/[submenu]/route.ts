import type { NextRequest } from 'next/server'

import { item, notFound } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { getMenuPage } from '@/lib/content/menus'

export async function GET(request: NextRequest, { params }: { params: Promise<{ menu: string; submenu: string }> }) {
  const { menu, submenu } = await params
  const locale = requestLocale(request)
  const page = await getMenuPage(menu, submenu, locale)
  return page ? item(page) : notFound(locale)
}
