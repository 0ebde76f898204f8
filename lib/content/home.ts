import type { ContentLink, FooterBanner, Locale, Popup, SampleLecture, Social } from '../api/types'
import { cachedRead } from './cached'
import { pickText, type Localized } from './localize'
import { pickHtml } from './rich-text-html'
import { mediaUrl } from './media'
import { findPublic } from './query'
import { TAGS } from './tags'
import { isSafeUrl } from '../security/safe-url'

type SampleLectureDoc = { id: number; title: Localized<string>; video: unknown; thumbnail: unknown }
type LinkDoc = { label?: Localized<string>; url?: string | null }
type PopupDoc = { id: number; content: Localized<never>; top: number; left: number; link?: LinkDoc }
type SocialDoc = { id: number; name: Localized<string>; url: string; icon: string }
type BannerDoc = { id: number; link: string; image: unknown }

export const getSampleLectures = cachedRead('sample-lectures', [TAGS.sampleLectures], async (locale: Locale): Promise<SampleLecture[]> => {
  const result = await findPublic('sample-lectures', { sort: 'order' })
  return (result.docs as unknown as SampleLectureDoc[]).map((doc) => ({
    id: doc.id,
    title: pickText(doc.title, locale),
    video: mediaUrl(doc.video),
    thumbs: mediaUrl(doc.thumbnail, 'thumb'),
  }))
})

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

export const getSocials = cachedRead('socials', [TAGS.socials], async (locale: Locale): Promise<Social[]> => {
  const result = await findPublic('socials', { sort: 'order', depth: 0 })
  return (result.docs as unknown as SocialDoc[]).filter((doc) => isSafeUrl(doc.url)).map((doc) => ({ id: doc.id, name: pickText(doc.name, locale), url: doc.url, class: doc.icon }))
})

export const getFooterBanners = cachedRead('footer-banners', [TAGS.footerBanners], async (): Promise<FooterBanner[]> => {
  const result = await findPublic('footer-banners', { sort: 'order' })
  return (result.docs as unknown as BannerDoc[]).filter((doc) => isSafeUrl(doc.link)).map((doc) => ({ id: doc.id, link: doc.link, image: mediaUrl(doc.image, 'card') }))
})
