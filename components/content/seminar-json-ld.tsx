import { JsonLd } from '@/components/seo/json-ld'
import type { Locale, OfflineSeminar, Post } from '@/lib/api/types'
import { getSeminarDate } from '@/lib/content/offline-seminars'
import { getSettings } from '@/lib/content/settings'
import { seminarEvent } from '@/lib/seo/json-ld'
import { absoluteUrl } from '@/lib/seo/metadata'

const isSeminar = (item: Post): item is OfflineSeminar => 'preview_image' in item

type Props = { locale: Locale; items: Post[]; firstIndex: number }

/** The Event data of the seminars a page of `/community/offline-seminar` shows, each at its own `/{index}` address. */
export async function SeminarJsonLd({ locale, items, firstIndex }: Props) {
  const seminars = items.filter(isSeminar)
  const [settings, ...dates] = await Promise.all([getSettings(locale), ...seminars.map((seminar) => getSeminarDate(seminar.id))])
  const events = seminars.flatMap((seminar, offset) => {
    const startDate = dates[offset]
    const url = absoluteUrl(locale, `/community/offline-seminar/${firstIndex + offset}`)
    return startDate ? [seminarEvent({ seminar, locale, url, startDate, settings })] : []
  })
  return events.length > 0 ? <JsonLd data={events} /> : null
}
