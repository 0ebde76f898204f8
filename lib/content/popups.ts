import type { Popup as PopupConfig } from '@/cms/payload-types'

import type { ContentLink, Locale, Popup } from '../api/types'
import { cachedRead } from './cached'
import { pickText } from './localize'
import { pickHtml } from './rich-text-html'
import { findPublic, type AllLocales, type PublicDoc } from './query'
import { TAGS } from './tags'

type LinkDoc = AllLocales<NonNullable<PopupConfig['link']>, 'label'>
/** The button link is a group whose label is localized inside it, which PublicDoc does not reach. */
type PopupDoc = Omit<PublicDoc<'popups', 'content'>, 'link'> & { link?: LinkDoc | null }

/**
 * Popups that are on and inside their display window: the public's access rule (cms/access/showing-or-staff.ts)
 * decides which; `now`, rounded by the caller, keeps each cached answer to its minute.
 */
export const getPopups = cachedRead('popups', [TAGS.popups], async (_now: string, locale: Locale): Promise<Popup[]> => {
  const result = await findPublic('popups', { sort: 'createdAt' })
  return (result.docs as unknown as PopupDoc[]).map((doc) => ({
    id: doc.id,
    content: pickHtml(doc.content, locale),
    top: doc.top,
    left: doc.left,
    link: toLink(doc.link, locale),
  }))
})

/** A link with both a label and an address, else none. */
function toLink(link: LinkDoc | null | undefined, locale: Locale): ContentLink | null {
  const label = pickText(link?.label, locale)
  return label && link?.url ? { label, url: link.url } : null
}
