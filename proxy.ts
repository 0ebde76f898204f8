import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { LOCALES, routing } from './i18n/routing'
import { LIST_PAGE_PATTERN } from './lib/content/pagination'

const localeRouting = createMiddleware(routing)

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?=/|$)`)

/** `N` of `/{menu}/{submenu}?page=N` (with or without a locale prefix), when it names a later page of a list. */
function listPage(request: NextRequest): string | null {
  const page = request.nextUrl.searchParams.get('page')
  if (!page || !LIST_PAGE_PATTERN.test(page)) return null
  const segments = request.nextUrl.pathname.replace(LOCALE_PREFIX, '').split('/').filter(Boolean)
  return segments.length === 2 ? page : null
}

/**
 * Korean is every visitor's language at the unprefixed addresses: the browser's Accept-Language never
 * redirects (search engines and English-language browsers get the address they asked for), and only the
 * cookie the language switch writes (POST /api/set-locale) sends a visitor from `/…` to `/en/…`.
 */
function withoutBrowserLanguage(request: NextRequest): NextRequest {
  const headers = new Headers(request.headers)
  headers.delete('accept-language')
  return new NextRequest(request.url, { headers })
}

/** next-intl keeps its cookie in step with every page visited; here the language switch alone writes it. */
function withoutLocaleCookie(response: NextResponse): NextResponse {
  response.headers.delete('set-cookie')
  return response
}

/**
 * Locale routing (next-intl). A list's `?page=N` also becomes the path `/{menu}/{submenu}/page/N`
 * inside the app, while the visitor's address keeps the query: a page that reads the query string
 * renders on every request, a page addressed by its path is cached until an edit revalidates it.
 */
export default function proxy(request: NextRequest) {
  const response = withoutLocaleCookie(localeRouting(withoutBrowserLanguage(request)))
  const page = listPage(request)
  if (!page || response.headers.has('location')) return response
  const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.nextUrl.href)
  target.pathname = `${target.pathname.replace(/\/$/, '')}/page/${page}`
  target.searchParams.delete('page')
  const headers = new Headers(response.headers)
  headers.delete('x-middleware-next')
  return NextResponse.rewrite(target, { headers })
}

export const config = {
  // Locale routing is for pages only: the contract, Payload, its admin, assets, uploads and the root files
  // stay untouched. Other addresses with a dot (`/missing.txt`) go through it too, so they reach the
  // Korean site's 404 rather than a "locale" named `missing.txt`.
  matcher: ['/((?!api|cms-api|admin|sanctum|_next|_vercel|media|files|videos|images|fonts|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)'],
}
