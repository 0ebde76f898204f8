import { localizedPath } from '@/lib/seo/metadata'

describe('localizedPath', () => {
  it.each([
    ['ko', '/', '/'],
    ['ko', '/faq', '/faq'],
    ['ko', '/?page=2', '/?page=2'],
    ['en', '/', '/en'],
    ['en', '/faq', '/en/faq'],
    ['en', '/news/announcement?page=2#list', '/en/news/announcement?page=2#list'],
    // The English home page with a query or a fragment: `/en/?…` would be redirected to `/en?…`.
    ['en', '/?utm_source=mail', '/en?utm_source=mail'],
    ['en', '/#news', '/en#news'],
  ] as const)('%s %s is %s', (locale, path, expected) => {
    expect(localizedPath(locale, path)).toBe(expected)
  })
})
