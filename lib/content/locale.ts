import type { NextRequest } from 'next/server'

import { isLocale, LOCALE_COOKIE, toLocale } from '../../i18n/routing'
import type { Locale } from '../api/types'

/** Content language of an /api request: `?locale=`, else the NEXT_LOCALE cookie, else Korean. */
export function requestLocale(request: NextRequest): Locale {
  const query = request.nextUrl.searchParams.get('locale')
  if (isLocale(query)) return query
  const cookie = request.cookies.get(LOCALE_COOKIE)?.value
  return toLocale(cookie)
}
