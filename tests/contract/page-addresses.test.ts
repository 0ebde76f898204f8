import { HtmlValidate } from 'html-validate'

import type { ListEnvelope, Menu } from '@/lib/api/types'
import enSite from '@/messages/en/site.json'
import koSite from '@/messages/ko/site.json'

import { get, type Reply } from './client'

/** How an address reaches a page (proxy.ts, i18n/routing.ts): Korean unprefixed, English under /en, the switch's cookie. */
const lang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
const redirectTarget = (reply: Reply<unknown>) => {
  const location = new URL(reply.headers.get('location') ?? '', 'http://site')
  return location.pathname + location.search
}
const currentPage = (html: string) => /aria-current="page"[^>]*href="[^"]*\?page=(\d+)"/.exec(html)?.[1]
const LOCALES = [
  { lang: 'ko', prefix: '', notFound: koSite.notFound },
  { lang: 'en', prefix: '/en', notFound: enSite.notFound },
] as const
/** What a crawler or a browser without JavaScript reads: the server's HTML without its scripts. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
// The standard's rules and a complete document, as the crawl checks every page (e2e/crawl.spec.ts).
const validator = new HtmlValidate({ extends: ['html-validate:standard', 'html-validate:document'], rules: { 'require-sri': 'off' } })

// Several tests render a page of every kind, some for the first time: on a busy machine that takes a while.
jest.setTimeout(60_000)

describe('page addresses', () => {
  it('serves Korean at the unprefixed addresses whatever the browser prefers, English under /en, and writes no cookie', async () => {
    for (const acceptLanguage of ['en-US,en;q=0.9', 'ko-KR,ko;q=0.9', 'fr-FR,fr;q=0.8', '']) {
      for (const { lang: language, prefix } of LOCALES) {
        for (const path of ['/', '/faq', '/school-guide/history']) {
          const address = path === '/' ? prefix || '/' : `${prefix}${path}`
          const reply = await get<string>(address, { headers: { 'accept-language': acceptLanguage } })
          expect([address, acceptLanguage, reply.status, lang(reply.body), reply.headers.get('set-cookie')]).toEqual([address, acceptLanguage, 200, language, null])
        }
      }
    }
  })

  it('shows a menu’s first page at the menu’s own address, naming that page’s address as the canonical one, in both languages', async () => {
    for (const { lang: language, prefix } of LOCALES) {
      for (const menu of (await get<ListEnvelope<Menu>>(`/api/menus?locale=${language}`)).body.data) {
        const [first] = menu.sub_menus
        const reply = await get<string>(`${prefix}/${menu.slug}`)
        expect([`${prefix}/${menu.slug}`, reply.status]).toEqual([`${prefix}/${menu.slug}`, 200])
        expect(reply.body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${prefix}${first.route}"`))
        expect(reply.body).toContain(`aria-current="page" href="${prefix}${first.route}"`)
      }
    }
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

  // The one place the 404 page is checked over HTTP; its accessibility is KWCAG's survey's (e2e/kwcag.spec.ts).
  it('answers addresses that name no page with the site’s own 404, complete from the server, in the address’s language, at any depth', async () => {
    // The site's header marks the localized 404; the bare global one (app/not-found.tsx) has none.
    const siteHeader = /<header[^>]*data-variant=/
    const unknown = ['/missing', '/apiary', '/a/b/c/d', '/x/y/z/w/v/u', '/school-guide/nope', '/no-such-menu', '/news/announcement/no-such-news', '/news/weekly-news/9999', '/community/downloads/1', '/community/gallery/999999']
    const addresses = [...LOCALES.flatMap(({ lang: language, prefix }) => unknown.map((path) => [`${prefix}${path}`, language] as const)), ['/fr/faq', 'ko'] as const, ['/en/missing.txt', 'en'] as const]
    for (const [path, language] of addresses) {
      const reply = await get<string>(path, { headers: { 'accept-language': language === 'ko' ? 'en-US' : 'ko-KR' } })
      expect([path, reply.status, lang(reply.body)]).toEqual([path, 404, language])
      expect(reply.body).toMatch(siteHeader)
      const { prefix, notFound } = LOCALES.find((locale) => locale.lang === language)!
      const html = withoutScripts(reply.body)
      expect([path, html]).toEqual([path, expect.stringContaining('4 0 4')])
      expect(html).toContain(`<h1>${notFound.title}</h1>`)
      expect(html).toContain(notFound.text)
      expect(html).toMatch(new RegExp(`<a [^>]*href="${prefix || '/'}"[^>]*>${notFound.back}</a>`))
      expect(html).toMatch(new RegExp(`<title>${notFound.title}[^<]*</title>`))
      expect(html).toContain('<meta name="robots" content="noindex"')
      expect(html).toMatch(/<footer[\s>]/)
    }
    for (const path of ['/nope', '/en/this/does/not/exist/at-all']) {
      const report = await validator.validateString((await get<string>(path)).body, path)
      expect(report.results.flatMap((result) => result.messages.map((message) => `${path}: ${message.ruleId} ${message.message}`))).toEqual([])
    }
  })

  // What the browser then draws (app/not-found.tsx, in both languages) is e2e/layout.spec.ts's.
  it('answers a missing file with the one 404 that no language applies to', async () => {
    // A missing file is no page: the proxy leaves it alone, whatever the language cookie says.
    for (const path of ['/missing.txt', '/wp-login.php', '/images/missing.png']) {
      const reply = await get<string>(path, { cookie: 'NEXT_LOCALE=en' })
      expect([path, reply.status, reply.headers.get('location')]).toEqual([path, 404, null])
      expect(reply.body).not.toMatch(/<header[^>]*data-variant=/)
      expect(reply.body).toContain('<meta name="robots" content="noindex"/>')
    }
    const icon = await get('/favicon.ico')
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/x-icon'])
  })

  it('keeps ?page=N for the lists: other two-part pages are served as they are', async () => {
    for (const path of ['/student-registration/status?page=2', '/en/student-registration/status?page=2']) {
      expect([path, (await get(path)).status]).toEqual([path, 200])
    }
  })
})
