import type { HomeSeminar, Locale, OfflineSeminar, Paginated } from '../api/types'
import { cachedRead } from './cached'
import { englishListing, titleLanguage } from './english-listing'
import { pickText } from './localize'
import { pickHtml } from './rich-text-html'
import { mediaUrl } from './media'
import { toPage } from './pagination'
import { findPublic, type PublicDoc } from './query'
import { TAGS } from './tags'

export const SEMINARS_PER_PAGE = 5
export const HOME_SEMINARS_LIMIT = 10

type SeminarLocalized = 'title' | 'content'
type SeminarDoc = PublicDoc<'offline-seminars', SeminarLocalized>

const toHomeSeminar = (doc: SeminarDoc, locale: Locale): HomeSeminar => ({
  id: doc.id,
  title: pickText(doc.title, locale),
  preview_image: mediaUrl(doc.previewImage, 'card'),
  ...titleLanguage(doc.title, locale),
})

const NEWEST_FIRST = '-eventDate'

export const getHomeSeminars = cachedRead('home-seminars', [TAGS.offlineSeminars], async (locale: Locale): Promise<HomeSeminar[]> => {
  const result = await findPublic<'offline-seminars', SeminarLocalized>('offline-seminars', { where: englishListing(locale), sort: NEWEST_FIRST, limit: HOME_SEMINARS_LIMIT })
  return result.docs.map((doc) => toHomeSeminar(doc, locale))
})

export const getSeminarsPage = cachedRead(
  'seminars-page',
  [TAGS.offlineSeminars],
  async (page: number, locale: Locale): Promise<Paginated<OfflineSeminar>> => {
    const result = await findPublic<'offline-seminars', SeminarLocalized>('offline-seminars', { where: englishListing(locale), sort: NEWEST_FIRST, page, limit: SEMINARS_PER_PAGE })
    const items = result.docs.map((doc) => ({ ...toHomeSeminar(doc, locale), content: pickHtml(doc.content, locale) }))
    return toPage(items, page, SEMINARS_PER_PAGE, result.totalDocs)
  },
)

/** When a seminar takes place (not part of the /api shape; the seminar's page gives it to search engines). */
export const getSeminarDate = cachedRead('seminar-date', [TAGS.offlineSeminars], async (id: number): Promise<string | null> => {
  const result = await findPublic('offline-seminars', { where: { id: { equals: id } }, limit: 1, depth: 0 })
  const doc = result.docs[0] as { eventDate?: string } | undefined
  return doc?.eventDate ?? null
})

export type SeminarOccasion = { id: number; title: Record<Locale, string>; start: string; updatedAt: string }

/** A visible seminar's titles in both languages and its time, for its calendar file; null when there is none such. */
export const getSeminarOccasion = cachedRead('seminar-occasion', [TAGS.offlineSeminars], async (id: number): Promise<SeminarOccasion | null> => {
  const result = await findPublic<'offline-seminars', 'title'>('offline-seminars', { where: { id: { equals: id } }, limit: 1, depth: 0 })
  const doc = result.docs[0]
  if (!doc?.eventDate) return null
  return { id: doc.id, title: { ko: pickText(doc.title, 'ko'), en: pickText(doc.title, 'en') }, start: doc.eventDate, updatedAt: doc.updatedAt }
})
