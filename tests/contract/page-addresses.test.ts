import { get, type Reply } from './client'

/** How an address reaches a page (i18n/page-routes.mjs): Korean unprefixed, English under /en, the switch's cookie. */
const lang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
const redirectTarget = (reply: Reply<unknown>) => {
  const location = new URL(reply.headers.get('location') ?? '', 'http://site')
  return location.pathname + location.search
}
const currentPage = (html: string) => /aria-current="page"[^>]*href="[^"]*\?page=(\d+)"/.exec(html)?.[1]

describe('page addresses', () => {
  it('serves Korean at the unprefixed addresses whatever the browser prefers, English under /en', async () => {
    const korean = await get<string>('/faq', { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    expect(korean.status).toBe(200)
    expect(lang(korean.body)).toBe('ko')
    expect(lang((await get<string>('/')).body)).toBe('ko')
    expect(lang((await get<string>('/en')).body)).toBe('en')
    expect(lang((await get<string>('/en/faq')).body)).toBe('en')
  })

  it('keeps the default language out of the address', async () => {
    for (const [from, to] of [['/ko', '/'], ['/ko/faq', '/faq'], ['/ko/news/announcement?page=2', '/news/announcement?page=2']]) {
      const reply = await get(from)
      expect([from, reply.status]).toEqual([from, 307])
      expect(redirectTarget(reply)).toBe(to)
    }
  })

  it('sends a visitor whose language switch chose English to the English page, keeping the query', async () => {
    const cookie = 'NEXT_LOCALE=en'
    for (const [from, to] of [['/', '/en'], ['/faq?from=test', '/en/faq?from=test'], ['/missing.txt', '/en/missing.txt']]) {
      const reply = await get(from, { cookie })
      expect([from, reply.status]).toEqual([from, 307])
      expect(redirectTarget(reply)).toBe(to)
    }
    expect((await get('/en/faq', { cookie })).status).toBe(200)
    expect((await get('/faq', { cookie: 'NEXT_LOCALE=ko' })).status).toBe(200)
    // The contract, Payload and files are never redirected.
    for (const path of ['/api/menus', '/cms-api/news?limit=1', '/favicon.ico', '/robots.txt']) expect([path, (await get(path, { cookie })).status]).toEqual([path, 200])
  })

  it('serves a list’s ?page=N as a cached page of its own, in both languages', async () => {
    for (const prefix of ['', '/en']) {
      const first = await get<string>(`${prefix}/news/announcement?page=2`)
      expect(first.status).toBe(200)
      expect(currentPage(first.body)).toBe('2')
      const again = await get<string>(`${prefix}/news/announcement?page=2`)
      expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
    }
  })

  it('leaves ?page=N of the contract to the contract', async () => {
    const news = await get<{ meta: { current_page: number } }>('/api/news?page=2')
    expect(news.status).toBe(200)
    expect(news.body.meta.current_page).toBe(2)
    const search = await get<{ meta: { current_page: number } }>(`/api/search?q=${encodeURIComponent('교수')}&page=2`)
    expect(search.body.meta.current_page).toBe(2)
  })

  it('answers addresses that name no page with the Korean 404', async () => {
    for (const path of ['/missing.txt', '/apiary', '/fr/faq', '/a/b/c/d']) {
      const reply = await get<string>(path)
      expect([path, reply.status]).toEqual([path, 404])
      expect(lang(reply.body)).toBe('ko')
    }
  })
})
