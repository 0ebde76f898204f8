import type { CollectionSlug } from 'payload'

import type { SearchKind } from '../api/types'
import { COUNSELLING_PER_PAGE } from '../content/admission-counselling'
import { SEMINARS_PER_PAGE } from '../content/offline-seminars'
import { POSTS_PER_PAGE } from '../content/posts'
import { payloadClient } from '../payload/client'

/**
 * The boards whose items sit at a place in a newest-first list: seminars and weekly news open an item
 * by its position (`/{menu}/{submenu}/{index}`), the others show the page of the list that holds it.
 */
type Board = { collection: CollectionSlug; dateField: string; perPage: number; link: 'position' | 'page' }

const BOARDS: Partial<Record<SearchKind, Board>> = {
  seminar: { collection: 'offline-seminars', dateField: 'eventDate', perPage: SEMINARS_PER_PAGE, link: 'position' },
  weekly_news: { collection: 'weekly-news', dateField: 'publishedAt', perPage: POSTS_PER_PAGE, link: 'position' },
  article: { collection: 'article-publications', dateField: 'publishedAt', perPage: POSTS_PER_PAGE, link: 'page' },
  download: { collection: 'downloads', dateField: 'publishedAt', perPage: POSTS_PER_PAGE, link: 'page' },
  counselling: { collection: 'admission-counselling', dateField: 'publishedAt', perPage: COUNSELLING_PER_PAGE, link: 'page' },
}

/** Where a found item is shown: its indexed page, or for a board item its place there, counted when asked (items come and go). */
export async function resultPath(kind: SearchKind, path: string, date: string | null | undefined): Promise<string> {
  const board = BOARDS[kind]
  if (!board || !date) return path
  const payload = await payloadClient()
  const newer = (await payload.count({ collection: board.collection, where: { [board.dateField]: { greater_than: date } }, overrideAccess: false })).totalDocs
  if (board.link === 'position') return `${path}/${newer}`
  const page = Math.floor(newer / board.perPage) + 1
  return page > 1 ? `${path}?page=${page}` : path
}
