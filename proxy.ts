import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { listPagePath } from './i18n/list-page'
import { isLocale, LOCALE_COOKIE, routing } from './i18n/routing'

/** For a visitor whose language switch chose a language: next-intl takes it from the cookie (never reaching Accept-Language). */
const byCookie = createMiddleware(routing)
/**
 * For everyone else, most visitors and every crawler: the language is the address's. Without detection and cookie
 * next-intl reads no Accept-Language (its negotiation was a fifth of a cached page's time in `npm start`'s profile)
 * and copies no request.
 */
const byAddress = createMiddleware({ ...routing, localeDetection: false, localeCookie: false })

/**
 * The locale routing of every page (i18n/routing.ts), with two additions next-intl has no option for:
 * - Only the language switch's cookie picks the language of an unprefixed address. next-intl's detection reads that
 *   cookie and then the browser's Accept-Language, so it runs only for a request with a valid cookie, where it stops
 *   at the cookie. Nor does the proxy set the cookie (next-intl remembers the last language visited): a page's
 *   response carries no Set-Cookie, so shared caches can keep it, and only the switch (POST /api/set-locale) changes
 *   the language a visitor gets.
 * - A list's `?page=N` is served from the path `/{locale}/{menu}/{submenu}/page/N` while the visitor keeps the query
 *   address: a page that read the query string would render on every request, one addressed by its path is cached
 *   until an edit revalidates it.
 */
export default function proxy(request: NextRequest) {
  const response = (isLocale(request.cookies.get(LOCALE_COOKIE)?.value) ? byCookie : byAddress)(request)
  response.headers.delete('set-cookie')
  if (response.headers.has('location')) return response
  const listPage = listPagePath(request.nextUrl.pathname, request.nextUrl.searchParams)
  return listPage ? NextResponse.rewrite(new URL(listPage + request.nextUrl.search, request.url)) : response
}

export const config = {
  // Pages only: not the /api contract, Payload (/cms-api, /admin), the CSRF cookie (/sanctum), Next.js's own
  // files (/_next, /_vercel), uploads (/media, /files), the old site's file addresses (/storage), the seminars' calendar files (/offline-seminars), nor any
  // address with a dot (public/ files, favicon.ico, robots.txt, sitemap.xml, academic-calendar.ics: no page's slug
  // has one). tests/unit/proxy-matcher.test.ts checks this against app/.
  matcher: ['/((?!(?:api|cms-api|admin|sanctum|_next|_vercel|media|files|storage|offline-seminars)(?:/|$)|.*\\.).*)'],
}
