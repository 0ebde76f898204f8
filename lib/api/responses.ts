import type { Messages } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { NextResponse, type NextRequest } from 'next/server'

import { DATABASE_RETRY_AFTER_SECONDS } from '../payload/database-retry.mjs'
import type { ErrorBody, ItemEnvelope, ListEnvelope, Locale, PageEnvelope, PageLinks, Paginated } from './types'

export const item = <T>(data: T) => NextResponse.json<ItemEnvelope<T>>({ data })

export const list = <T>(data: T[]) => NextResponse.json<ListEnvelope<T>>({ data })

function pageUrl(request: NextRequest, page: number): string {
  const url = new URL(request.nextUrl.pathname, request.nextUrl.origin)
  request.nextUrl.searchParams.forEach((value, key) => key !== 'page' && url.searchParams.set(key, value))
  url.searchParams.set('page', String(page))
  return url.pathname + url.search
}

/** A page of a list with Laravel-style `links`, relative to this site. */
export function page<T>(request: NextRequest, result: Paginated<T>) {
  const { current_page: current, last_page: last } = result.meta
  const links: PageLinks = {
    first: pageUrl(request, 1),
    last: pageUrl(request, last),
    prev: current > 1 ? pageUrl(request, Math.min(current - 1, last)) : null,
    next: current < last ? pageUrl(request, current + 1) : null,
  }
  return NextResponse.json<PageEnvelope<T>>({ ...result, links })
}

export type ApiMessageKey = keyof Messages['api']

export async function errorResponse(
  locale: Locale,
  status: number,
  messageKey: ApiMessageKey,
  errors?: ErrorBody['errors'],
  headers?: HeadersInit,
) {
  const t = await getTranslations({ locale, namespace: 'api' })
  const body: ErrorBody = errors ? { message: t(messageKey), errors } : { message: t(messageKey) }
  return NextResponse.json(body, { status, headers })
}

export const notFound = (locale: Locale) => errorResponse(locale, 404, 'notFound')

/**
 * 503 for a request the database's absence failed (lib/payload/database-away.ts): worth trying again in a few seconds.
 * `databaseAwayUnconfirmed` where part of what was sent may be stored (lib/payload/transaction.ts mayHaveStored).
 */
export const databaseAway = (locale: Locale, message: 'databaseAway' | 'databaseAwayUnconfirmed' = 'databaseAway') =>
  errorResponse(locale, 503, message, undefined, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) })
