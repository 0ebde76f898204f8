import type { ContentLink, Locale, Popup } from '../api/types'
import { cachedRead } from './cached'
import { pickText, type Localized } from './localize'
import { pickHtml } from './rich-text-html'
import { findPublic } from './query'
import { TAGS } from './tags'

type LinkDoc = { label?: Localized<string>; url?: string | null }
type PopupDoc = { id: number; content: Localized<never>; top: number; left: number; link?: LinkDoc }

/** Popups that are on and inside their display window at `now` (an ISO time rounded by the caller for caching). */
export const getPopups = cachedRead('popups', [TAGS.popups], async (now: string, locale: Locale): Promise<Popup[]> => {
  const result = await findPublic('popups', {
    where: {
      and: [
        { or: [{ startsAt: { exists: false } }, { startsAt: { less_than_equal: now } }] },
        { or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: now } }] },
      ],
    },
    sort: 'createdAt',
  })
  return (result.docs as unknown as PopupDoc[]).map((doc) => ({
    id: doc.id,
    content: pickHtml(doc.content, locale),
    top: doc.top,
    left: doc.left,
    link: toLink(doc.link, locale),
  }))
})

/** A link with both a label and an address, else none. */
function toLink(link: LinkDoc | undefined, locale: Locale): ContentLink | null {
  const label = pickText(link?.label, locale)
  return label && link?.url ? { label, url: link.url } : null
}
