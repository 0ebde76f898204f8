import type { Locale } from '../api/types'
import { describe } from '../seo/metadata'
import { findBoardItem, type BoardItem } from './boards'
import { galleryAtAddress } from './galleries'
import { getNewsItem } from './news'
import { SECTION } from './sections'

export type ContentDetail = {
  title: string
  description: string
  image?: string
  type: 'website' | 'article'
  /** News and gallery details render their own h1; a board deep link keeps the board's heading. */
  ownHeading: boolean
  boardItem: BoardItem | null
}

/** A document asked for at an address other than its own: the path (without the language prefix) it lives at. */
export type MovedDetail = { movedTo: string }

/**
 * What `/{menu}/{submenu}/{slug}` shows; where it lives instead when `slug` is a gallery's number (its id, or the old
 * site's number of an imported gallery) rather than its slug (one address per page); or null when that address has
 * no such item (a 404).
 */
export async function findContentDetail(sectionKey: string, slug: string, locale: Locale): Promise<ContentDetail | MovedDetail | null> {
  if (sectionKey === SECTION.news) {
    const news = await getNewsItem(slug, locale)
    if (!news) return null
    return { title: news.title, description: news.summary || describe(news.content ?? ''), image: news.cover, type: 'article', ownHeading: true, boardItem: null }
  }
  if (sectionKey === SECTION.gallery) {
    const gallery = await galleryAtAddress(slug, locale)
    if (!gallery) return null
    if (gallery.slug !== slug) return { movedTo: `/${SECTION.gallery}/${gallery.slug}` }
    return { title: gallery.name, description: describe(gallery.description), image: gallery.images[0]?.image, type: 'website', ownHeading: true, boardItem: null }
  }
  const boardItem = await findBoardItem(sectionKey, slug, locale)
  if (!boardItem) return null
  return { title: boardItem.item.title, description: describe(boardItem.item.content), type: 'website', ownHeading: false, boardItem }
}
