import type { ItemEnvelope, ListEnvelope, NewsItem, PageEnvelope, Popup, Post } from '@/lib/api/types'

import { call, createAsAdmin, deleteAsAdmin, get, loginAsAdmin, paragraphText } from './client'

/** Waits until `check` holds, for up to `seconds` (a scheduled job runs every few seconds). */
async function until(check: () => Promise<boolean>, seconds = 30): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}

// Scheduled and dated documents are waited for: each test may take up to a minute.
jest.setTimeout(60_000)

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()
const html = async (path: string) => (await get<string>(path)).body

/** Everywhere a news item shows to the public: the API, its list, its own page, the sitemap and the feeds. */
async function newsVisibility(slug: string, title: string) {
  const [list, item, page, listPage, sitemap, feed, home] = await Promise.all([
    get<PageEnvelope<NewsItem>>('/api/news?per_page=100'),
    get<ItemEnvelope<NewsItem>>(`/api/news/${slug}`),
    get<string>(`/news/announcement/${slug}`),
    html('/news/announcement'),
    html('/sitemap.xml'),
    html('/rss.xml'),
    html('/'),
  ])
  return {
    api: list.body.data.some((news) => news.slug === slug),
    item: item.status,
    page: page.status,
    list: listPage.includes(title),
    sitemap: sitemap.includes(`/news/announcement/${slug}`),
    feed: feed.includes(title),
    home: home.includes(title),
  }
}

const HIDDEN = { api: false, item: 404, page: 404, list: false, sitemap: false, feed: false, home: false }
const SHOWN = { api: true, item: 200, page: 200, list: true, sitemap: true, feed: true, home: true }

describe('a news item published with a 게시일 ahead', () => {
  it('stays out of the API, lists, its page, the sitemap and the feed until then, and appears then without an edit', async () => {
    const title = '예약 게시 공지 (날짜)'
    const slug = 'dated-ahead'
    const news = await createAsAdmin('news', { slug, title, cover: 2, content: paragraphText(title), publishedAt: inSeconds(8), _status: 'published' })
    try {
      // Read (and so cached) while it is still ahead.
      expect(await newsVisibility(slug, title)).toEqual(HIDDEN)
      expect((await get<{ docs: unknown[] }>(`/cms-api/news?where[slug][equals]=${slug}`)).body.docs).toHaveLength(0)
      expect(await until(async () => (await newsVisibility(slug, title)).api, 20)).toBe(true)
      expect(await until(async () => JSON.stringify(await newsVisibility(slug, title)) === JSON.stringify(SHOWN), 20)).toBe(true)
    } finally {
      await deleteAsAdmin('news', news.id)
    }
  })

  it('is found by site search once its date has come, without an edit', async () => {
    const title = '예약게시검색 공지'
    const searchFinds = async () => (await get<{ data: { title: string }[] }>(`/api/search?q=${encodeURIComponent('예약게시검색')}&locale=ko`)).body.data.some((result) => result.title === title)
    const news = await createAsAdmin('news', { slug: 'dated-ahead-search', title, cover: 2, content: paragraphText(title), publishedAt: inSeconds(3), _status: 'published' })
    try {
      expect(await searchFinds()).toBe(false)
      expect(await until(async () => (await newsVisibility('dated-ahead-search', title)).api, 20)).toBe(true)
      // Its date has come, and no edit indexed it: the schedule's task (every five minutes) does, queued here at once.
      expect(await searchFinds()).toBe(false)
      await queue('indexDuePosts', 'maintenance')
      expect(await until(searchFinds)).toBe(true)
    } finally {
      await deleteAsAdmin('news', news.id)
    }
  })
})

/** Queues one of Payload's jobs, as an admin may (the site's runner runs every queue). */
async function queue(taskSlug: string, queueName: string, rest: Record<string, unknown> = {}) {
  const reply = await call<{ doc: { id: number } }>('/cms-api/payload-jobs', { method: 'POST', token: await loginAsAdmin(), body: { taskSlug, queue: queueName, ...rest } })
  expect(reply.status).toBe(201)
}

/** Queues Payload's schedulePublish job as the admin's 예약 게시 does. */
const schedule = (collection: string, id: number, type: 'publish' | 'unpublish', waitUntil: string) =>
  queue('schedulePublish', 'default', { waitUntil, input: { type, doc: { relationTo: collection, value: String(id) } } })

describe('scheduled publishing (예약 게시)', () => {
  it('publishes a weekly news draft at its time, in the API and on the board, without an edit', async () => {
    const title = '예약 게시 주간 소식'
    const draft = await createAsAdmin('weekly-news', { title, content: paragraphText(title), publishedAt: new Date().toISOString(), visible: true, _status: 'draft' })
    try {
      const listed = async () => (await get<PageEnvelope<Post>>('/api/weekly-news')).body.data.some((post) => post.title === title)
      expect(await listed()).toBe(false)
      expect(await html('/news/weekly-news')).not.toContain(title)
      await schedule('weekly-news', draft.id, 'publish', inSeconds(2))
      expect(await listed()).toBe(false)
      expect(await until(listed)).toBe(true)
      expect(await until(async () => (await html('/news/weekly-news')).includes(title), 10)).toBe(true)
    } finally {
      await deleteAsAdmin('weekly-news', draft.id)
    }
  })

  it('dates a post that goes out by its 게시 예약 at the scheduled time, not when its draft was saved', async () => {
    const title = '예약 게시일 공지'
    const createdLongAgo = new Date(Date.now() - 3 * 86_400_000).toISOString()
    const draft = await createAsAdmin('news', { slug: 'scheduled-dated', title, cover: 2, content: paragraphText(title), publishedAt: createdLongAgo, _status: 'draft' })
    try {
      const at = inSeconds(2)
      await schedule('news', draft.id, 'publish', at)
      const published = async () => (await get<PageEnvelope<NewsItem>>('/api/news?per_page=100')).body.data.some((news) => news.slug === 'scheduled-dated')
      expect(await until(published)).toBe(true)
      const stored = await call<{ publishedAt: string; _status: string }>(`/cms-api/news/${draft.id}`, { token: await loginAsAdmin() })
      expect(stored.body._status).toBe('published')
      expect(new Date(stored.body.publishedAt).getTime()).toBe(new Date(at).getTime())
    } finally {
      await deleteAsAdmin('news', draft.id)
    }
  })

  it('unpublishes a seminar at its time', async () => {
    const title = '예약 내림 세미나'
    const seminar = await createAsAdmin('offline-seminars', { title, content: paragraphText(title), previewImage: 2, eventDate: new Date().toISOString(), visible: true, _status: 'published' })
    try {
      const listed = async () => (await get<PageEnvelope<Post>>('/api/offline-seminars')).body.data.some((post) => post.title === title)
      expect(await listed()).toBe(true)
      expect(await html('/community/offline-seminar')).toContain(title)
      await schedule('offline-seminars', seminar.id, 'unpublish', inSeconds(2))
      expect(await until(async () => !(await listed()))).toBe(true)
      expect(await until(async () => !(await html('/community/offline-seminar')).includes(title), 10)).toBe(true)
    } finally {
      await deleteAsAdmin('offline-seminars', seminar.id)
    }
  })

  it('refuses the run endpoint to anyone but the site and admins', async () => {
    expect((await call('/cms-api/payload-jobs/run')).status).toBe(401)
    expect((await call('/cms-api/payload-jobs/run', { headers: { authorization: 'Bearer not-the-key' } })).status).toBe(401)
    expect((await call('/cms-api/payload-jobs')).status).toBe(403)
  })
})

describe('a popup with a display period', () => {
  it('shows only inside its period, and a scheduled one only once published', async () => {
    const popups = async () => (await get<ListEnvelope<Popup>>('/api/popups')).body.data.map((popup) => popup.id)
    const period = { startsAt: inSeconds(-60), endsAt: inSeconds(3600) }
    const base = { content: paragraphText('기간 팝업'), top: 10, left: 10, active: true }
    const inside = await createAsAdmin('popups', { ...base, name: '기간 안', ...period, _status: 'published' })
    const later = await createAsAdmin('popups', { ...base, name: '기간 전', startsAt: inSeconds(3600), _status: 'published' })
    const over = await createAsAdmin('popups', { ...base, name: '기간 끝', startsAt: inSeconds(-7200), endsAt: inSeconds(-3600), _status: 'published' })
    const draft = await createAsAdmin('popups', { ...base, name: '예약 팝업', ...period, _status: 'draft' })
    try {
      const shown = await popups()
      expect(shown).toContain(inside.id)
      expect(shown).not.toContain(later.id)
      expect(shown).not.toContain(over.id)
      expect(shown).not.toContain(draft.id)
      await schedule('popups', draft.id, 'publish', inSeconds(1))
      expect(await until(async () => (await popups()).includes(draft.id))).toBe(true)
    } finally {
      for (const popup of [inside, later, over, draft]) await deleteAsAdmin('popups', popup.id)
    }
  })
})
