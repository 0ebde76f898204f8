import { JsonLd } from '@/components/seo/json-ld'
import type { Locale, OfflineSeminar } from '@/lib/api/types'
import { getSeminarDate } from '@/lib/content/offline-seminars'
import { getSettings } from '@/lib/content/settings'
import { seminarEvent } from '@/lib/seo/json-ld'
import { absoluteUrl } from '@/lib/seo/metadata'

import type { BoardItem } from './boards'

const isSeminar = (item: BoardItem['item']): item is OfflineSeminar => 'preview_image' in item

/** The Event structured data of the seminar a `/community/offline-seminar/{index}` page opens. */
export async function SeminarJsonLd({ locale, boardItem }: { locale: Locale; boardItem: BoardItem }) {
  const { item, index } = boardItem
  if (!isSeminar(item)) return null
  const [startDate, settings] = await Promise.all([getSeminarDate(item.id), getSettings(locale)])
  return <JsonLd data={seminarEvent({ seminar: item, locale, url: absoluteUrl(locale, `/community/offline-seminar/${index}`), startDate, settings })} />
}
