import type { CollectionSlug } from 'payload'

import type { SearchKind } from '../api/types'
import { COUNSELLING_PER_PAGE } from '../content/admission-counselling'
import { cachedRead } from '../content/cached'
import { SEMINARS_PER_PAGE } from '../content/offline-seminars'
import { POSTS_PER_PAGE } from '../content/posts'
import type { CacheTag } from '../content/tags'
import { payloadClient } from '../payload/client'

/**
 * The boards whose items sit at a place in a newest-first list: seminars and weekly news open an item
 * by its position (`/{menu}/{submenu}/{index}`), the others show the page of the list that holds it.
 */
type Board = { collection: CollectionSlug & CacheTag; sort: string; perPage: number; link: 'position' | 'page' }

const BOARDS: Partial<Record<SearchKind, Board>> = {
  seminar: { collection: 'offline-seminars', sort: '-eventDate', perPage: SEMINARS_PER_PAGE, link: 'position' },
  weekly_news: { collection: 'weekly-news', sort: '-publishedAt', perPage: POSTS_PER_PAGE, link: 'position' },
  article: { collection: 'article-publications', sort: '-publishedAt', perPage: POSTS_PER_PAGE, link: 'page' },
  download: { collection: 'downloads', sort: '-publishedAt', perPage: POSTS_PER_PAGE, link: 'page' },
  counselling: { collection: 'admission-counselling', sort: '-publishedAt', perPage: COUNSELLING_PER_PAGE, link: 'page' },
}

const BOARD_TAGS = Object.values(BOARDS).map(({ collection }) => collection)

export type Placed = { kind: SearchKind; source: string; path: string }

/** The ids of a board's public items in the order the board shows them; cached until the board changes. */
const boardOrder = cachedRead('search-board-order', BOARD_TAGS, async (kind: SearchKind): Promise<number[]> => {
  const board = BOARDS[kind]!
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: board.collection, sort: board.sort, select: { [board.sort.replace(/^-/, '')]: true }, depth: 0, pagination: false, overrideAccess: false })
  return docs.map(({ id }) => id as number)
})

function placeOnBoard(board: Board, order: number[], { source, path }: Placed): string {
  const position = order.indexOf(Number(source.split(':')[1]))
  if (position < 0) return path
  if (board.link === 'position') return `${path}/${position}`
  const page = Math.floor(position / board.perPage) + 1
  return page > 1 ? `${path}?page=${page}` : path
}

/**
 * Where each found item is shown: its indexed page, or for a board item its place there, worked out
 * when asked (items come and go), with one read per board whatever the number of results.
 */
export async function resultPaths(results: Placed[]): Promise<string[]> {
  const kinds = [...new Set(results.map(({ kind }) => kind))].filter((kind) => BOARDS[kind])
  const orders = new Map(await Promise.all(kinds.map(async (kind) => [kind, await boardOrder(kind)] as const)))
  return results.map((result) => {
    const board = BOARDS[result.kind]
    const order = orders.get(result.kind)
    return board && order ? placeOnBoard(board, order, result) : result.path
  })
}
