import fs from 'node:fs'
import path from 'node:path'

import { listPagePath, NOT_LISTS } from '@/i18n/list-page'

const page = (query: string) => new URLSearchParams(query)

describe('listPagePath', () => {
  it('serves a list’s later page from its own path, in each language', () => {
    expect(listPagePath('/news/announcement', page('page=2'))).toBe('/ko/news/announcement/page/2')
    expect(listPagePath('/en/news/announcement', page('page=9999&from=mail'))).toBe('/en/news/announcement/page/9999')
  })

  it('leaves the first page, odd numbers and other addresses to the page itself', () => {
    for (const query of ['', 'page=1', 'page=0', 'page=02', 'page=10000', 'page=two', 'page=-3']) expect([query, listPagePath('/news/announcement', page(query))]).toEqual([query, null])
    for (const pathname of ['/', '/en', '/faq', '/news', '/en/news', '/news/announcement/news-01']) expect([pathname, listPagePath(pathname, page('page=2'))]).toEqual([pathname, null])
  })

  it('leaves pages with two-part addresses of their own alone', () => {
    expect(listPagePath('/student-registration/status', page('page=2'))).toBeNull()
    expect(listPagePath('/en/student-registration/status', page('page=2'))).toBeNull()
  })

  it('knows every page folder of app/ that has pages below it', () => {
    const site = path.join('app', '[locale]', '(site)')
    const nested = [site, path.join('app', '[locale]')].flatMap((dir) =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !/^[[(]/.test(entry.name))
        .filter((entry) => fs.readdirSync(path.join(dir, entry.name), { withFileTypes: true }).some((child) => child.isDirectory()))
        .map((entry) => entry.name),
    )
    expect([...NOT_LISTS].sort()).toEqual([...new Set(nested)].sort())
  })
})
