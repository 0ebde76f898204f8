import type { FooterBanner, Gallery, HomeSeminar, ListEnvelope, NewsItem, PageEnvelope, OfflineSeminar, Popup, SampleLecture, Settings, Social, ItemEnvelope } from '@/lib/api/types'

import { call, createAsAdmin, deleteAsAdmin, get, loginAsAdmin, paragraphText, server } from './client'

describe('GET /api/settings', () => {
  it('returns every setting, localized', async () => {
    const ko = await get<ItemEnvelope<Settings>>('/api/settings')
    expect(ko.status).toBe(200)
    expect(ko.body.data).toEqual({
      home_video: '/videos/campus/index.m3u8',
      home_poster: expect.stringMatching(/^\/media\/home-poster[\w-]*\.webp$/),
      school_name: '국제기독신학교',
      school_message: '말씀 위에 서서 세상을 섬기는 사역자를 길러냅니다.',
      street: '서울특별시 강남구 테헤란로 123',
      city: '서울',
      postal_code: '06236',
      phone: '02-123-4567',
      email: 'office@icseminary.example',
    })
    const en = await get<ItemEnvelope<Settings>>('/api/settings?locale=en')
    expect(en.body.data).toMatchObject({ school_name: 'International Christian Seminary', city: 'Seoul', phone: '02-123-4567' })
  })

  it('serves the home video as HLS with its segments', async () => {
    const playlist = await get<string>('/videos/campus/index.m3u8')
    expect(playlist.status).toBe(200)
    const segments = playlist.body.split('\n').filter((line) => line.endsWith('.ts'))
    expect(segments).toEqual(['segment-0.ts', 'segment-1.ts', 'segment-2.ts'])
    expect((await get(`/videos/campus/${segments[0]}`)).status).toBe(200)
  })

  it('serves the poster shown before the home video', async () => {
    const { body } = await get<ItemEnvelope<Settings>>('/api/settings')
    const poster = await fetch(server.baseUrl + body.data.home_poster)
    expect(poster.status).toBe(200)
    expect(poster.headers.get('content-type')).toBe('image/webp')
  })
})

describe('GET /api/popups', () => {
  it('returns switched-on popups inside their display window', async () => {
    const hour = 60 * 60 * 1000
    const off = await createAsAdmin('popups', { name: 'off', content: paragraphText('꺼짐'), top: 1, left: 1, active: false })
    const future = await createAsAdmin('popups', { name: 'future', content: paragraphText('미래'), top: 1, left: 1, active: true, startsAt: new Date(Date.now() + 48 * hour).toISOString() })
    const past = await createAsAdmin('popups', { name: 'past', content: paragraphText('과거'), top: 1, left: 1, active: true, startsAt: new Date(Date.now() - 48 * hour).toISOString(), endsAt: new Date(Date.now() - 24 * hour).toISOString() })
    const { status, body } = await get<ListEnvelope<Popup>>('/api/popups')
    expect(status).toBe(200)
    expect(body.data).toEqual([
      { id: expect.any(Number), content: '<h2>신입생 모집</h2><p>지금 온라인으로 원서를 접수하고 있습니다.</p>', top: 12, left: 8, link: { label: '온라인 지원하기', url: '/student-registration' } },
    ])
    for (const popup of [off, future, past]) await deleteAsAdmin('popups', popup.id)
  })

  it('carries the button link staff chose, in the asked language, and refuses an unsafe address', async () => {
    const { body } = await get<ListEnvelope<Popup>>('/api/popups?locale=en')
    expect(body.data[0].link).toEqual({ label: 'Apply online', url: '/student-registration' })
    const refused = await call('/cms-api/popups', {
      method: 'POST',
      token: await loginAsAdmin(),
      body: { name: 'unsafe', content: paragraphText('x'), top: 1, left: 1, link: { label: 'x', url: 'javascript:alert(1)' } },
    })
    expect(refused.status).toBe(400)
  })
})

describe('GET /api/home-offline-seminars', () => {
  it('returns at most 10 seminars in the order of the seminar list', async () => {
    const { body } = await get<ListEnvelope<HomeSeminar>>('/api/home-offline-seminars')
    expect(body.data).toHaveLength(10)
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'preview_image', 'title'])
    const list = await get<PageEnvelope<OfflineSeminar>>('/api/offline-seminars?page=1')
    expect(body.data.slice(0, 5).map((item) => item.id)).toEqual(list.body.data.map((item) => item.id))
  })
})

describe('GET /api/sample-lectures', () => {
  it('returns lectures in admin-set order with a playable video and a thumbnail', async () => {
    const { body } = await get<ListEnvelope<SampleLecture>>('/api/sample-lectures?locale=en')
    expect(body.data).toHaveLength(6)
    expect(body.data[0]).toEqual({ id: expect.any(Number), title: 'Old Testament survey: creation and covenant', video: '/media/sample-lecture.mp4', thumbs: '/media/lecture-1-400x300.webp' })
    const video = await fetch(server.baseUrl + body.data[0].video)
    expect(video.headers.get('content-type')).toBe('video/mp4')
  })
})

describe('GET /api/socials and /api/footer-top', () => {
  it('lists socials with name, url and icon class', async () => {
    const { body } = await get<ListEnvelope<Social>>('/api/socials?locale=en')
    expect(body.data.map(({ name, url, class: icon }) => [name, url, icon])).toEqual([
      ['YouTube', 'https://www.youtube.com/@icseminary', 'youtube'],
      ['Facebook', 'https://www.facebook.com/icseminary', 'facebook'],
      ['Instagram', 'https://www.instagram.com/icseminary', 'instagram'],
      ['Blog', 'https://blog.naver.com/icseminary', 'blog'],
    ])
  })

  it('lists footer banners with link and image', async () => {
    const { body } = await get<ListEnvelope<FooterBanner>>('/api/footer-top')
    expect(body.data).toHaveLength(4)
    expect(body.data[0]).toEqual({ id: expect.any(Number), link: 'https://partner1.example.org', image: expect.stringMatching(/^\/media\/banner-1-800x\d+\.webp$/) })
  })
})

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

describe('the home page', () => {
  it.each([
    ['ko', ''],
    ['en', '/en'],
  ])('holds news, departments, seminars and galleries in the first HTML (%s)', async (lang, prefix) => {
    const list = async <T>(path: string) => (await get<ListEnvelope<T>>(`/api/${path}${path.includes('?') ? '&' : '?'}locale=${lang}`)).body.data
    const [news, seminars, galleries, lectures] = await Promise.all([list<NewsItem>('news?per_page=6'), list<HomeSeminar>('home-offline-seminars'), list<Gallery>('recent-galleries'), list<SampleLecture>('sample-lectures')])
    const page = await get<string>(prefix || '/')
    expect(page.status).toBe(200)
    const html = page.body
    expect(html).toMatch(/<h1[\s>]/)
    expect(html).toContain('"@type":"EducationalOrganization"')
    for (const item of news) {
      expect(html).toContain(escapeHtml(item.title))
      expect(html).toContain(`href="${prefix}/news/announcement/${item.slug}"`)
    }
    expect(html).toContain(`href="${prefix}/news/announcement"`)
    for (const path of ['/department-guide/ministry-of-ministry', '/department-guide/department-of-missiology', '/department-guide/department-of-pastoral-music']) expect(html).toContain(`href="${prefix}${path}"`)
    seminars.forEach((seminar, index) => {
      expect(html).toContain(escapeHtml(seminar.title))
      expect(html).toContain(`href="${prefix}/community/offline-seminar/${index}"`)
    })
    expect(html).toContain(`href="${prefix}/community/offline-seminar"`)
    for (const gallery of galleries) expect(html).toContain(`href="${prefix}/community/gallery/${gallery.slug}"`)
    for (const lecture of lectures) expect(html).toContain(escapeHtml(lecture.title))
    // Before any script (or without one) the first lecture plays with the browser's own controls.
    const lectureVideo = new RegExp(`<video[^>]*aria-label="${escapeHtml(lectures[0].title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`).exec(html)?.[0]
    expect(lectureVideo).toMatch(/\scontrols(=""|[\s>])/)
  })

  it('gives the school’s phone with +82 and its address with the country to an English reader, as written to a Korean one', async () => {
    const contact = async (address: string) => /<footer[\s\S]*?<address[^>]*>([\s\S]*?)<\/address>/.exec((await get<string>(address)).body)?.[1] ?? ''
    const english = await contact('/en')
    expect(english).toMatch(/>\+82 \d/)
    expect(english).toContain('Republic of Korea')
    expect(english).toMatch(/href="tel:\+82\d+"/)
    expect(await contact('/')).not.toContain('Republic of Korea')
  })
})
