import { getRedirectUrl, getRewrittenUrl } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'

import proxy from '@/proxy'

const visit = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`http://site${path}`, { headers }))
const englishBrowser = { 'accept-language': 'en-US,en;q=0.9', 'sec-fetch-dest': 'document' }

describe('proxy', () => {
  it('shows Korean at an unprefixed address to a browser that prefers English', () => {
    for (const path of ['/', '/faq']) {
      const response = visit(path, englishBrowser)
      expect([path, getRedirectUrl(response), getRewrittenUrl(response)]).toEqual([path, null, `http://site/ko${path === '/' ? '' : path}`])
    }
  })

  it('sends a visitor whose language switch chose English to the English address', () => {
    const cookie = { ...englishBrowser, cookie: 'NEXT_LOCALE=en' }
    expect(getRedirectUrl(visit('/', cookie))).toBe('http://site/en')
    expect(getRedirectUrl(visit('/faq?from=test', cookie))).toBe('http://site/en/faq?from=test')
    expect(getRedirectUrl(visit('/faq', { cookie: 'NEXT_LOCALE=ko', 'accept-language': 'en' }))).toBeNull()
  })

  it('keeps the default language out of the address', () => {
    expect(getRedirectUrl(visit('/ko/faq?x=1'))).toBe('http://site/faq?x=1')
  })

  it('sets no language cookie: only the switch does', () => {
    for (const [path, headers] of [['/en/faq', englishBrowser], ['/en/faq', { 'sec-fetch-dest': 'document', 'accept-language': 'ko' }], ['/faq', { 'sec-fetch-dest': 'document', cookie: 'NEXT_LOCALE=en' }], ['/ko', { 'sec-fetch-dest': 'document', cookie: 'NEXT_LOCALE=en' }]] as const) {
      expect([path, visit(path, headers).headers.get('set-cookie')]).toEqual([path, null])
    }
  })

  it('serves a list’s ?page=N from the list page’s own path, keeping the query address', () => {
    expect(getRewrittenUrl(visit('/news/announcement?page=2'))).toBe('http://site/ko/news/announcement/page/2?page=2')
    expect(getRewrittenUrl(visit('/en/news/announcement?page=12'))).toBe('http://site/en/news/announcement/page/12?page=12')
    expect(getRedirectUrl(visit('/news/announcement?page=2', { cookie: 'NEXT_LOCALE=en' }))).toBe('http://site/en/news/announcement?page=2')
    expect(getRewrittenUrl(visit('/student-registration/status?page=2'))).toBe('http://site/ko/student-registration/status?page=2')
  })
})
