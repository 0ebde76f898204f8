import type { NextRequest } from 'next/server'

import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from '../../i18n/routing'
import type { Locale } from '../api/types'

/** Content language of an /api request: `?locale=`, else the NEXT_LOCALE cookie, else Korean. */
export function requestLocale(request: NextRequest): Locale {
  const query = request.nextUrl.searchParams.get('locale')
  if (isLocale(query)) return query
  const cookie = request.cookies.get(LOCALE_COOKIE)?.value
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE
}
