import { expect, test, type APIRequestContext } from '@playwright/test'

import type { ListEnvelope, Menu } from '../lib/api/types'
import enSite from '../messages/en/site.json' with { type: 'json' }
import koSite from '../messages/ko/site.json' with { type: 'json' }
import { LOCALES } from './support/forms'
import { serverHtml } from './support/server-html'

/**
 * What a crawler or a browser without JavaScript gets at the addresses a visitor may type: the page in
 * the language of its address whatever the browser's language, every menu address leading somewhere, and
 * a complete localized 404 at any depth. No browser: the server's answer is the subject.
 */

const BROWSER_LANGUAGES = ['en-US,en;q=0.9', 'ko-KR,ko;q=0.9', 'fr-FR,fr;q=0.8', '']
const NOT_FOUND_TEXT = { ko: koSite.notFound, en: enSite.notFound }

async function menus(request: APIRequestContext, lang: string): Promise<Menu[]> {
  return ((await (await request.get(`/api/menus?locale=${lang}`)).json()) as ListEnvelope<Menu>).data
}

test('every browser language gets the page of the address it asked for; only the language cookie redirects', async ({ request }) => {
  for (const acceptLanguage of BROWSER_LANGUAGES) {
    for (const { lang, prefix } of LOCALES) {
      for (const path of ['/', '/faq', '/school-guide/history']) {
        const address = path === '/' ? prefix || '/' : `${prefix}${path}`
        const response = await request.get(address, { headers: { 'Accept-Language': acceptLanguage }, maxRedirects: 0 })
        expect(response.status(), `${address} with Accept-Language "${acceptLanguage}"`).toBe(200)
        expect(response.headers()['set-cookie'], `${address} writes no language cookie`).toBeUndefined()
        expect(await response.text()).toContain(`<html lang="${lang}"`)
      }
    }
  }
  const switched = await request.get('/faq', { headers: { Cookie: 'NEXT_LOCALE=en', 'Accept-Language': 'ko-KR' }, maxRedirects: 0 })
  expect(switched.status()).toBe(307)
  expect(new URL(switched.headers().location, 'http://site').pathname).toBe('/en/faq')
})

test('every menu address shows its first page, whose own address is the canonical one, in both languages', async ({ request }) => {
  for (const { lang, prefix } of LOCALES) {
    for (const menu of await menus(request, lang)) {
      const [first] = menu.sub_menus
      const response = await request.get(`${prefix}/${menu.slug}`, { maxRedirects: 0 })
      expect(response.status(), `${prefix}/${menu.slug}`).toBe(200)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${prefix}${first.route}"`))
      expect(html).toContain(`aria-current="page" href="${prefix}${first.route}"`)
    }
  }
})

/** The server's 404 page, in the address's language, for each of `paths` in both languages. */
async function expectLocalizedNotFound(request: APIRequestContext, paths: string[]) {
  for (const { lang, prefix } of LOCALES) {
    const text = NOT_FOUND_TEXT[lang]
    for (const path of paths) {
      const response = await request.get(`${prefix}${path}`, { headers: { 'Accept-Language': lang === 'ko' ? 'en-US' : 'ko-KR' } })
      expect(response.status(), `${prefix}${path}`).toBe(404)
      const html = serverHtml(await response.text())
      expect(html, `${prefix}${path}`).toContain(`<html lang="${lang}"`)
      expect(html, `${prefix}${path}`).toContain('4 0 4')
      expect(html).toContain(`<h1>${text.title}</h1>`)
      expect(html).toContain(text.text)
      expect(html).toMatch(new RegExp(`<a [^>]*href="${prefix || '/'}"[^>]*>${text.back}</a>`))
      expect(html).toMatch(new RegExp(`<title>${text.title}[^<]*</title>`))
      expect(html).toContain('<meta name="robots" content="noindex"')
    }
  }
}

test('a 404 arrives complete from the server, localized, at any depth', async ({ request }) => {
  // Not `/missing.txt`: an address with a file extension is no page, the proxy leaves it alone (see layout.spec.ts).
  // A gallery's number address that is no gallery's id nor slug too: it is a 404, not a redirect.
  await expectLocalizedNotFound(request, ['/nope', '/this/does/not/exist/at-all', '/school-guide/nope', '/news/announcement/no-such-news', '/x/y/z/w/v/u', '/community/gallery/999999'])
})
