import type { NextRequest } from 'next/server'

import { TAB_ITEM_COLLECTIONS, type TabItemCollection } from '@/cms/collections/tab-items'
import { list, notFound } from '@/lib/api/responses'
import { requestLocale } from '@/lib/content/locale'
import { getTabItems } from '@/lib/content/tab-items'

/** /api/academic-regulation and the three department pages; any other name under /api is unknown. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ tabs: string }> }) {
  const { tabs } = await params
  const locale = requestLocale(request)
  if (!TAB_ITEM_COLLECTIONS.includes(tabs as TabItemCollection)) return notFound(locale)
  return list(await getTabItems(tabs as TabItemCollection, locale))
}
