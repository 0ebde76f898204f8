import { splitLocale } from './routing'

/** The later pages of a list, 2 to 9999: `?page=N` beyond them is the list's first page, as any unknown query. */
export const LIST_PAGE_NUMBER = /^(?:[2-9]|[1-9]\d{1,3})$/

/**
 * First path segments of pages that have two-part addresses of their own (`/student-registration/status`) and so
 * are no list. tests/unit/list-page.test.ts checks this against the folders of `app/`.
 */
export const NOT_LISTS = ['student-registration']

/**
 * The path inside the app of the list page a `?page=N` address names (`/news/announcement?page=2` is
 * `/ko/news/announcement/page/2`, `/en/news/announcement?page=2` is `/en/news/announcement/page/2`), or null
 * when the address is no list's later page.
 */
export function listPagePath(pathname: string, search: URLSearchParams): string | null {
  const page = search.get('page')
  if (!page || !LIST_PAGE_NUMBER.test(page)) return null
  const { locale, segments } = splitLocale(pathname)
  if (segments.length !== 2 || NOT_LISTS.includes(segments[0])) return null
  return `/${locale}/${segments.join('/')}/page/${page}`
}
