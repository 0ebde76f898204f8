import type { ErrorBody, ItemEnvelope, NewsItem, PageEnvelope } from '@/lib/api/types'

import { newsDate } from '@/lib/format/dates'

import { createAsAdmin, deleteAsAdmin, get, ISO_DATE, paragraphText, server } from './client'

const NEWS_FIELDS = ['cover', 'created_at_raw', 'slug', 'summary', 'thumbs', 'title']

describe('GET /api/news', () => {
  it('returns the first page of 12, newest first, without content', async () => {
    const { status, body } = await get<PageEnvelope<NewsItem>>('/api/news')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(12)
    expect(body.meta).toEqual({ current_page: 1, last_page: 3, per_page: 12, total: 26, from: 1, to: 12 })
    expect(body.links).toEqual({ first: '/api/news?page=1', last: '/api/news?page=3', prev: null, next: '/api/news?page=2' })
    const first = body.data[0]
    expect(Object.keys(first).sort()).toEqual(NEWS_FIELDS)
    expect(first).toMatchObject({ slug: 'news-01', title: '봄학기 개강 예배 안내' })
    expect(first.created_at_raw).toMatch(ISO_DATE)
    expect(first.cover).toMatch(/^\/media\/news-cover-1-1200x800\.webp$/)
    expect(first.thumbs).toMatch(/^\/media\/news-cover-1-400x300\.webp$/)
    const dates = body.data.map((item) => Date.parse(item.created_at_raw))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('serves real, smaller thumbnails', async () => {
    const { body } = await get<PageEnvelope<NewsItem>>('/api/news')
    const [cover, thumb] = await Promise.all([fetch(server.baseUrl + body.data[0].cover), fetch(server.baseUrl + body.data[0].thumbs)])
    expect(cover.status).toBe(200)
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/webp')
    expect((await thumb.arrayBuffer()).byteLength).toBeLessThan((await cover.arrayBuffer()).byteLength)
  })

  it('adds content with ?content=true and honours per_page up to 100', async () => {
    const { body } = await get<PageEnvelope<NewsItem>>('/api/news?content=true&per_page=5&page=2')
    expect(body.meta).toEqual({ current_page: 2, last_page: 6, per_page: 5, total: 26, from: 6, to: 10 })
    expect(body.data[0].content).toMatch(/^<h2>/)
    expect((await get<PageEnvelope<NewsItem>>('/api/news?per_page=500')).body.meta.per_page).toBe(100)
  })

  it.each(['abc', '-1', '0', '1.5', ''])('treats page=%p as page 1', async (page) => {
    const { status, body } = await get<PageEnvelope<NewsItem>>(`/api/news?page=${page}`)
    expect(status).toBe(200)
    expect(body.meta.current_page).toBe(1)
    expect(body.data[0].slug).toBe('news-01')
  })

  it('gives an empty page with the right meta past the end', async () => {
    const { status, body } = await get<PageEnvelope<NewsItem>>('/api/news?page=9')
    expect(status).toBe(200)
    expect(body.data).toEqual([])
    expect(body.meta).toEqual({ current_page: 9, last_page: 3, per_page: 12, total: 26, from: null, to: null })
    expect(body.links.next).toBeNull()
  })

  it('leaves out drafts', async () => {
    const draft = await createAsAdmin('news', {
      slug: 'draft-news',
      title: '초안',
      cover: 2,
      content: paragraphText('초안'),
      publishedAt: new Date().toISOString(),
      _status: 'draft',
    })
    const { body } = await get<PageEnvelope<NewsItem>>('/api/news')
    expect(body.data.map((item) => item.slug)).not.toContain('draft-news')
    expect((await get('/api/news/draft-news')).status).toBe(404)
    await deleteAsAdmin('news', draft.id)
  })
})

describe('GET /api/news/{slug}', () => {
  it('returns one news item with content, in English on request', async () => {
    const { status, body } = await get<ItemEnvelope<NewsItem>>('/api/news/news-02?content=true&locale=en')
    expect(status).toBe(200)
    expect(Object.keys(body.data).sort()).toEqual([...NEWS_FIELDS, 'content'].sort())
    expect(body.data.title).toBe('Orientation schedule for new students')
    expect(body.data.content).toMatch(/^<h2>Orientation schedule for new students<\/h2>/)
  })

  it('answers 404 with a message for an unknown slug', async () => {
    const { status, body } = await get<ErrorBody>('/api/news/no-such-news')
    expect(status).toBe(404)
    expect(body.message).toBe('요청한 항목을 찾을 수 없습니다.')
  })
})

describe('the news pages', () => {
  const articles = (html: string) => [...html.matchAll(/<article[^>]*>([\s\S]*?)<\/article>/g)].map(([, article]) => article)
  const recentLinks = (html: string) => (/<section[^>]*aria-labelledby="recent-posts"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1].match(/<a\s/g) ?? []).length

  it.each([
    ['ko', '', '봄학기 개강 예배 안내', '교직원 채용 공고', '문의: 교학처'],
    ['en', '/en', 'Opening worship of the spring term', 'Staff vacancy', 'Questions: academic office'],
  ] as const)('list twelve cards a page with the recent posts beside them, and show an item with its dates and content (%s)', async (locale, prefix, first, pageTwoFirst, content) => {
    const list = (await get<string>(`${prefix}/news/announcement`)).body
    const cards = articles(list)
    expect(cards).toHaveLength(12)
    expect(cards[0]).toContain(first)
    expect(cards[0]).toContain(`href="${prefix}/news/announcement/news-01"`)
    expect(recentLinks(list)).toBe(11)
    const second = (await get<string>(`${prefix}/news/announcement?page=2`)).body
    expect(articles(second)[0]).toContain(pageTwoFirst)
    expect(recentLinks(second)).toBe(11)

    const { body: item } = await get<ItemEnvelope<NewsItem>>(`/api/news/news-01?locale=${locale}`)
    const date = newsDate(item.data.created_at_raw, locale)
    const detail = (await get<string>(`${prefix}/news/announcement/news-01`)).body
    expect(detail).toMatch(new RegExp(`<h1[^>]*>${first}</h1>`))
    expect(detail).toContain(`>${date.day}</span>`)
    expect(detail).toContain(`>${date.monthYear}</span>`)
    expect(detail.toLowerCase()).toContain(`<time datetime="${item.data.created_at_raw}">${date.long}</time>`.toLowerCase())
    expect(detail).toContain(content)
    expect(detail).toContain('"@type":"NewsArticle"')
    expect(detail).toContain(JSON.stringify({ headline: first }).slice(1, -1))
    expect(recentLinks(detail)).toBe(11)
  })
})
