import { get, type Reply } from './client'

/** How an address reaches a page (proxy.ts, i18n/routing.ts): Korean unprefixed, English under /en, the switch's cookie. */
const lang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
const redirectTarget = (reply: Reply<unknown>) => {
  const location = new URL(reply.headers.get('location') ?? '', 'http://site')
  return location.pathname + location.search
}
const currentPage = (html: string) => /aria-current="page"[^>]*href="[^"]*\?page=(\d+)"/.exec(html)?.[1]

describe('page addresses', () => {
  it('serves Korean at the unprefixed addresses whatever the browser prefers, English under /en', async () => {
    for (const path of ['/', '/faq']) {
      const korean = await get<string>(path, { headers: { 'accept-language': 'en-US,en;q=0.9' } })
      expect([path, korean.status, lang(korean.body)]).toEqual([path, 200, 'ko'])
    }
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
    for (const [from, to] of [['/', '/en'], ['/faq', '/en/faq'], ['/faq?from=test', '/en/faq?from=test'], ['/news/announcement?page=2', '/en/news/announcement?page=2'], ['/missing/page', '/en/missing/page']]) {
      const reply = await get(from, { cookie })
      expect([from, reply.status]).toEqual([from, 307])
      expect(redirectTarget(reply)).toBe(to)
    }
    expect((await get('/en/faq', { cookie })).status).toBe(200)
    expect((await get('/faq', { cookie: 'NEXT_LOCALE=ko' })).status).toBe(200)
  })

  it('leaves what is no page to its route: the contract, Payload, Next.js’s files, uploads and root files', async () => {
    const cookie = 'NEXT_LOCALE=en'
    const home = await get<string>('/')
    const script = /<script src="(\/_next\/static\/[^"]+)"/.exec(home.body)?.[1]
    const { docs } = (await get<{ docs: { filename: string }[] }>('/cms-api/media?limit=1&depth=0')).body
    expect([script, docs[0]?.filename]).toEqual([expect.any(String), expect.any(String)])
    const upload = `/media/${encodeURIComponent(docs[0].filename)}`
    for (const path of ['/api/menus', '/cms-api/news?limit=1', '/admin/login', '/sanctum/csrf-cookie', script!, upload, '/favicon.ico', '/robots.txt', '/sitemap.xml']) {
      const reply = await get(path, { cookie, headers: { 'accept-language': 'en-US' } })
      // The proxy would send an English visitor to `/en…`; the status and body are the route's own.
      expect([path, reply.status]).toEqual([path, path === '/sanctum/csrf-cookie' ? 204 : 200])
      expect([path, reply.headers.get('location'), reply.headers.get('link')]).toEqual([path, null, null])
    }
    // Still the contract's own language rule (the cookie), not the address's.
    expect((await get<{ data: { name: string }[] }>('/api/menus', { cookie })).body.data[0].name).not.toMatch(/[가-힣]/)
  })

  it('sets no cookie on pages: only the language switch changes the language an unprefixed address shows', async () => {
    for (const [path, cookie] of [['/en/faq', undefined], ['/en', 'NEXT_LOCALE=ko'], ['/faq', 'NEXT_LOCALE=fr'], ['/ko/faq', 'NEXT_LOCALE=en']] as const) {
      const reply = await get(path, { cookie })
      expect([path, reply.headers.get('set-cookie')]).toEqual([path, null])
    }
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

  it('answers addresses that name no page with the site’s own 404, in the address’s language', async () => {
    // The site's header marks the localized 404; the bare global one (app/not-found.tsx) has none.
    const siteHeader = /<header[^>]*data-variant=/
    for (const [path, language] of [['/missing', 'ko'], ['/apiary', 'ko'], ['/fr/faq', 'ko'], ['/a/b/c/d', 'ko'], ['/en/missing', 'en'], ['/en/a/b/c/d', 'en'], ['/en/missing.txt', 'en']]) {
      const reply = await get<string>(path, { headers: { 'accept-language': language === 'ko' ? 'en-US' : 'ko-KR' } })
      expect([path, reply.status, lang(reply.body)]).toEqual([path, 404, language])
      expect(reply.body).toMatch(siteHeader)
    }
    // A missing file is no page: the proxy leaves it alone, and the one 404 that speaks both languages answers.
    const file = await get<string>('/missing.txt', { cookie: 'NEXT_LOCALE=en' })
    expect([file.status, file.headers.get('location')]).toEqual([404, null])
    expect(file.body).not.toMatch(siteHeader)
  })

  it('keeps ?page=N for the lists: other two-part pages are served as they are', async () => {
    for (const path of ['/student-registration/status?page=2', '/en/student-registration/status?page=2']) {
      expect([path, (await get(path)).status]).toEqual([path, 200])
    }
  })
})
