import { getPathname } from '@/i18n/navigation'

import { payloadClient } from '../payload/client'
import { POSTS_PER_PAGE } from '../content/posts'
import { SECTION } from '../content/sections'
import type { PreviewTarget } from './link'

type Board = { section: string; sort: string; perPage: number; deepLinks: boolean }

const BOARDS: Record<'offline-seminars' | 'weekly-news' | 'article-publications', Board> = {
  'offline-seminars': { section: SECTION.seminars, sort: '-eventDate', perPage: 0, deepLinks: true },
  'weekly-news': { section: SECTION.weeklyNews, sort: '-publishedAt', perPage: 0, deepLinks: true },
  'article-publications': { section: SECTION.articles, sort: '-publishedAt', perPage: POSTS_PER_PAGE, deepLinks: false },
}

/**
 * Where a document shows on the public site, in the preview's language: a news item at its slug, a seminar or
 * weekly news item at its place in the board as previewed, an article on its board's page, a popup
 * on the home page. Null for a document that does not exist.
 */
export async function previewPath({ collection, id, locale }: PreviewTarget): Promise<string | null> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection, id, draft: true, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) return null
  const at = (href: string) => getPathname({ href, locale })
  if (collection === 'popups') return at('/')
  if (collection === 'news') return at(`/${SECTION.news}/${(doc as { slug: string }).slug}`)
  const board = BOARDS[collection]
  // Counted as the previewed board shows it: the public's posts and this one (lib/content/query.ts), no other draft.
  const { docs } = await payload.find({
    collection,
    sort: board.sort,
    draft: true,
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: false,
    context: { preview: { collection, id } },
  })
  const index = docs.findIndex((item) => item.id === id)
  if (index < 0) return at(`/${board.section}`)
  if (!board.deepLinks) return `${at(`/${board.section}`)}?page=${Math.floor(index / board.perPage) + 1}`
  return at(`/${board.section}/${index}`)
}
