import type { NextRequest } from 'next/server'

import { requestLocale } from '../content/locale'
import { parsePage } from '../content/pagination'
import { list, page } from './responses'
import type { Locale, Paginated } from './types'

/** GET handler for a list read that depends only on the request's language. */
export const listHandler =
  <T>(read: (locale: Locale) => Promise<T[]>) =>
  async (request: NextRequest) =>
    list(await read(requestLocale(request)))

/** GET handler for a paginated read: `?page=` (bad values mean 1) and the request's language. */
export const pageHandler =
  <T>(read: (page: number, locale: Locale) => Promise<Paginated<T>>) =>
  async (request: NextRequest) =>
    page(request, await read(parsePage(request.nextUrl.searchParams.get('page')), requestLocale(request)))
