import type { Media } from '@/cms/payload-types'

import type { Locale } from '../api/types'
import { htmlToText } from '../search/html-text'
import { cachedRead } from './cached'
import { englishListing } from './english-listing'
import { pickText } from './localize'
import { mediaUrl } from './media'
import { findPublic } from './query'
import { pickHtml } from './rich-text-html'
import { SECTION } from './sections'
import { TAGS } from './tags'

/** One entry of the site's feed: a news item or a seminar, with its path on the site and its cover image. */
export type FeedItem = {
  /** Set where the path is not the entry's lasting address (a seminar sits at a place in a list). */
  guid?: string
  title: string
  summary: string
  path: string
  date: string
  image: { url: string; type: string; length: number } | null
}

export const FEED_LENGTH = 20
const SUMMARY_LENGTH = 300

/** The cover as an RSS enclosure needs it: its address, type and size in bytes (the large size where there is one). */
function enclosure(value: unknown): FeedItem['image'] {
  if (typeof value !== 'object' || value === null) return null
  const media = value as Media
  const large = media.sizes?.large
  const [length, type] = large?.filename ? [large.filesize, large.mimeType] : [media.filesize, media.mimeType]
  const url = mediaUrl(media, 'large')
  return url && length && type ? { url, type, length } : null
}

const dateOf = (...values: (string | null | undefined)[]) => new Date(values.find(Boolean) ?? 0).toISOString()

/** The newest news and seminars together, newest first, in `locale` (falling back to the other language). */
export const getFeedItems = cachedRead('feed-items', [TAGS.news, TAGS.offlineSeminars], async (locale: Locale): Promise<FeedItem[]> => {
  const [news, seminars] = await Promise.all([
    findPublic<'news', 'title' | 'summary'>('news', { where: englishListing(locale), sort: '-publishedAt', limit: FEED_LENGTH }),
    findPublic<'offline-seminars', 'title' | 'content'>('offline-seminars', { where: englishListing(locale), sort: '-eventDate', limit: FEED_LENGTH }),
  ])
  const items: FeedItem[] = [
    ...news.docs.map((doc) => ({
      title: pickText(doc.title, locale),
      summary: pickText(doc.summary, locale),
      path: `/${SECTION.news}/${doc.slug}`,
      date: dateOf(doc.publishedAt, doc.createdAt),
      image: enclosure(doc.cover),
    })),
    // A seminar opens in its list at its place, newest first (lib/content/boards.ts).
    ...seminars.docs.map((doc, index) => ({
      guid: `offline-seminar-${doc.id}`,
      title: pickText(doc.title, locale),
      summary: htmlToText(pickHtml(doc.content, locale)).slice(0, SUMMARY_LENGTH),
      path: `/${SECTION.seminars}/${index}`,
      date: dateOf(doc.createdAt),
      image: enclosure(doc.previewImage),
    })),
  ]
  return items.sort((a, b) => b.date.localeCompare(a.date)).slice(0, FEED_LENGTH)
}, { datedBy: ['news'] })
