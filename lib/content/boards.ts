import type { Locale, Paginated, Post } from '../api/types'
import { SEMINARS_PER_PAGE, getSeminarsPage } from './offline-seminars'
import { POSTS_PER_PAGE, getArticlesPage, getWeeklyNewsPage } from './posts'
import { SECTION } from './sections'

type Board = { read: (page: number, locale: Locale) => Promise<Paginated<Post>>; perPage: number; deepLinks: boolean }

/** The paginated boards shown as accordions, by `menu/submenu`; seminars and weekly news also answer `/{index}` deep links. */
export const BOARDS: Record<string, Board> = {
  [SECTION.articles]: { read: getArticlesPage, perPage: POSTS_PER_PAGE, deepLinks: false },
  [SECTION.seminars]: { read: getSeminarsPage, perPage: SEMINARS_PER_PAGE, deepLinks: true },
  [SECTION.weeklyNews]: { read: getWeeklyNewsPage, perPage: POSTS_PER_PAGE, deepLinks: true },
}

export type BoardItem = { page: number; index: number; item: Post }

/** The item at `slug`, its 0-based position in the whole newest-first list, and the page that holds it. */
export async function findBoardItem(key: string, slug: string, locale: Locale): Promise<BoardItem | null> {
  const board = BOARDS[key]
  if (!board?.deepLinks || !/^\d{1,6}$/.test(slug)) return null
  const index = Number(slug)
  const page = Math.floor(index / board.perPage) + 1
  const item = (await board.read(page, locale)).data[index % board.perPage]
  return item ? { page, index, item } : null
}
