// How a visitor's address reaches a page, as Next.js's own redirects and rewrites (next.config.mjs). Plain
// JavaScript: the config loads it before any TypeScript is compiled.
//
// Korean is the default and has no prefix (`/faq` is the page `/ko/faq` inside the app), English lives under
// `/en`. Only the cookie of the language switch sends a visitor from `/…` to `/en/…`; the browser's
// Accept-Language never does (search engines and English browsers get the address they asked for). These
// rules are the locale routing next-intl's middleware did before, declared instead of run: a middleware
// costs every page request a Request object and a sandboxed call, about a fifth of a cached page's time.

const LOCALE_COOKIE = 'NEXT_LOCALE'

/** First path segments that are not pages: the contract, Payload, its admin, assets, uploads, the root files. */
const NOT_PAGES = ['api', 'cms-api', 'admin', 'sanctum', '_next', '_vercel', 'media', 'files', 'videos', 'images', 'fonts', 'favicon\\.ico', 'robots\\.txt', 'sitemap\\.xml']

/** Not followed by a locale prefix or one of NOT_PAGES as the path's first segment. */
const NOT_A_PAGE_AHEAD = `(?!(?:${['en', 'ko', ...NOT_PAGES].join('|')})(?:/|$))`

/** A path after `/` that names a Korean page. */
const KOREAN_PAGE = `${NOT_A_PAGE_AHEAD}.+`

/** The later pages of a list (2 to 9999) that `?page=N` addresses as a cached page. */
export const LIST_PAGE_NUMBER = '[2-9]|[1-9]\\d{1,3}'

const chosenEnglish = [{ type: 'cookie', key: LOCALE_COOKIE, value: 'en' }]

export function pageRedirects() {
  return [
    // The default locale is never in the address.
    { source: '/ko', destination: '/', permanent: false },
    { source: '/ko/:path*', destination: '/:path*', permanent: false },
    { source: '/', has: chosenEnglish, destination: '/en', permanent: false },
    { source: `/:path(${KOREAN_PAGE})`, has: chosenEnglish, destination: '/en/:path', permanent: false },
  ]
}

/**
 * A list's `?page=N` becomes the path `/{menu}/{submenu}/page/N` inside the app, while the visitor's address keeps
 * the query: a page that read the query string would render on every request, one addressed by its path is
 * cached until an edit revalidates it. Then every Korean address goes to the `ko` pages.
 */
export function pageRewrites() {
  const listPage = [{ type: 'query', key: 'page', value: `(?<page>${LIST_PAGE_NUMBER})` }]
  const menu = `${NOT_A_PAGE_AHEAD}[^/]+`
  return [
    { source: `/:menu(${menu})/:submenu`, has: listPage, destination: '/ko/:menu/:submenu/page/:page' },
    { source: '/en/:menu/:submenu', has: listPage, destination: '/en/:menu/:submenu/page/:page' },
    { source: '/', destination: '/ko' },
    { source: `/:path(${KOREAN_PAGE})`, destination: '/ko/:path' },
  ]
}
