import type { Locale, NewsItem, Paginated } from '../api/types'
import { cachedRead } from './cached'
import { englishListing, titleLanguage } from './english-listing'
import { pickText } from './localize'
import { pickHtml } from './rich-text-html'
import { mediaUrl } from './media'
import { toPage } from './pagination'
import { findPublic, type PublicDoc } from './query'
import { TAGS } from './tags'
import { validDate } from '../format/dates'

export const NEWS_PER_PAGE = 12
export const NEWS_MAX_PER_PAGE = 100

type NewsLocalized = 'title' | 'summary' | 'content'
type NewsDoc = PublicDoc<'news', NewsLocalized>

function toNewsItem(doc: NewsDoc, locale: Locale, withContent: boolean): NewsItem {
  const item: NewsItem = {
    slug: doc.slug,
    title: pickText(doc.title, locale),
    summary: pickText(doc.summary, locale),
    cover: mediaUrl(doc.cover, 'large'),
    thumbs: mediaUrl(doc.cover, 'thumb'),
    created_at_raw: (validDate(doc.publishedAt) ?? validDate(doc.updatedAt) ?? new Date(0)).toISOString(),
    ...titleLanguage(doc.title, locale),
  }
  return withContent ? { ...item, content: pickHtml(doc.content, locale) } : item
}

/** Published news, newest first. */
export const getNewsPage = cachedRead(
  'news-page',
  [TAGS.news],
  async (page: number, perPage: number, withContent: boolean, locale: Locale): Promise<Paginated<NewsItem>> => {
    const result = await findPublic<'news', NewsLocalized>('news', { where: englishListing(locale), sort: '-publishedAt', page, limit: perPage })
    const items = result.docs.map((doc) => toNewsItem(doc, locale, withContent))
    return toPage(items, page, perPage, result.totalDocs)
  },
  { datedBy: ['news'] },
)

export const getNewsItem = cachedRead('news-item', [TAGS.news], async (slug: string, locale: Locale): Promise<NewsItem | null> => {
  const result = await findPublic<'news', NewsLocalized>('news', { where: { slug: { equals: slug } }, limit: 1 })
  const doc = result.docs[0]
  return doc ? toNewsItem(doc, locale, true) : null
}, { datedBy: ['news'] })
