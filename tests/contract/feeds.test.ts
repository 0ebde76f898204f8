import { XMLParser, XMLValidator } from 'fast-xml-parser'

import { createAsAdmin, deleteAsAdmin, get, paragraphText, server } from './client'

type Enclosure = { '@_url': string; '@_length': string; '@_type': string }
type Item = { title: string; link: string; guid: { '#text': string; '@_isPermaLink': string }; pubDate: string; description?: string; enclosure?: Enclosure }
type Rss = { rss: { '@_version': string; channel: { title: string; link: string; description: string; language: string; 'atom:link': { '@_href': string; '@_rel': string }; item: Item[] } } }

/** The path and query of an absolute URL: the site writes its public origin (SITE_URL), not the test's address. */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url)
  return pathname + search
}
const ABSOLUTE = /^https?:\/\/[^/]+\//

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' })
/** RFC 822 as RSS 2.0 writes dates: `Wed, 25 Nov 2026 10:00:00 GMT`. */
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/

async function readFeed(path: string) {
  const reply = await get<string>(path)
  expect(reply.status).toBe(200)
  expect(reply.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
  expect(XMLValidator.validate(reply.body)).toBe(true)
  return (parser.parse(reply.body) as Rss).rss
}

describe.each([
  ['ko', '/rss.xml', ''],
  ['en', '/en/rss.xml', '/en'],
])('the %s RSS feed', (locale, path, prefix) => {
  it('is RSS 2.0 with the channel’s required elements and its own address', async () => {
    const rss = await readFeed(path)
    expect(rss['@_version']).toBe('2.0')
    expect(rss.channel.title).toBeTruthy()
    expect(rss.channel.description).toBeTruthy()
    expect(rss.channel.link).toMatch(ABSOLUTE)
    expect(pathOf(rss.channel.link)).toBe(prefix || '/')
    expect(rss.channel.language).toBe(locale)
    const self = rss.channel['atom:link']
    expect(self['@_rel']).toBe('self')
    expect(self['@_href']).toBe(new URL(rss.channel.link).origin + path)
  })

  it('lists news and seminars with absolute links that open, dates, summaries and covers as enclosures', async () => {
    const { item: items, link: home } = (await readFeed(path)).channel
    const origin = new URL(home).origin
    expect(items.length).toBeGreaterThan(1)
    expect(items.some((item) => item.link.includes('/news/announcement/'))).toBe(true)
    expect(items.some((item) => item.link.includes('/community/offline-seminar/'))).toBe(true)
    const dates = items.map((item) => Date.parse(item.pubDate))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    for (const item of items) {
      expect(item.title).toBeTruthy()
      expect(item.link.startsWith(`${origin}${prefix}/`)).toBe(true)
      expect(item.pubDate).toMatch(RFC_822)
      expect(item.description).toBeTruthy()
      expect(item.guid['#text']).toBeTruthy()
    }
    const [first] = items
    expect((await get<string>(pathOf(first.link))).status).toBe(200)
    const enclosure = first.enclosure!
    expect(enclosure['@_url'].startsWith(`${origin}/media/`)).toBe(true)
    expect(enclosure['@_type']).toMatch(/^image\//)
    const image = await fetch(server.baseUrl + pathOf(enclosure['@_url']))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe(enclosure['@_type'])
    expect(String((await image.arrayBuffer()).byteLength)).toBe(enclosure['@_length'])
  })
})

describe('the feed after an edit', () => {
  let newsId: number | undefined
  afterAll(() => newsId && deleteAsAdmin('news', newsId))

  it('lists a news item published a moment ago on the next request, and drops it when deleted', async () => {
    await readFeed('/rss.xml')
    const slug = `feed-${Date.now()}`
    newsId = (await createAsAdmin('news', { title: '피드에 새로 올린 소식', summary: '요약', slug, cover: 2, content: paragraphText('본문'), publishedAt: new Date().toISOString(), _status: 'published' })).id
    const [latest] = (await readFeed('/rss.xml')).channel.item
    expect(latest).toMatchObject({ title: '피드에 새로 올린 소식', description: '요약' })
    expect(pathOf(latest.link)).toBe(`/news/announcement/${slug}`)
    await deleteAsAdmin('news', newsId)
    newsId = undefined
    expect((await readFeed('/rss.xml')).channel.item.some((item) => item.link.endsWith(slug))).toBe(false)
  })
})

describe('the feed announced by every page', () => {
  it.each(['/', '/faq', '/news/announcement', '/en', '/en/community/gallery'])('%s links the feed in its language', async (path) => {
    const head = (await get<string>(path)).body.split('</head>')[0]
    const feed = path.startsWith('/en') ? '/en/rss.xml' : '/rss.xml'
    expect(head).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" href="https?://[^/"]+${feed}"/>`))
  })
})

it('has one address per feed: /ko/rss.xml is none', async () => {
  expect((await get('/ko/rss.xml')).status).toBe(404)
})
