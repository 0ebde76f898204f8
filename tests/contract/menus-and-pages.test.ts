import type { ErrorBody, ItemEnvelope, ListEnvelope, Menu, MenuPage, StaticPage } from '@/lib/api/types'

import enContent from '@/messages/en/content.json'
import koContent from '@/messages/ko/content.json'
import { DEMO } from '@/scripts/seed/lists'
import { MENU_TREE } from '@/scripts/seed/menu-tree'

import { createAsAdmin, deleteAsAdmin, get, paragraphText } from './client'

// Several tests render a page of every kind, some for the first time: on a busy machine that takes a while.
jest.setTimeout(60_000)

describe('GET /api/menus', () => {
  it('lists visible menus in admin-set order with their sub-menus and routes', async () => {
    const { status, body } = await get<ListEnvelope<Menu>>('/api/menus')
    expect(status).toBe(200)
    expect(body.data.map((menu) => menu.slug)).toEqual(['school-guide', 'admission-guide', 'academic-information', 'department-guide', 'community', 'news'])
    const first = body.data[0]
    expect(Object.keys(first).sort()).toEqual(['id', 'name', 'slug', 'sub_menus'])
    expect(first.name).toBe('학교안내')
    expect(first.sub_menus[0]).toEqual({ id: expect.any(Number), name: '이사장 인사말', slug: 'greeting-from-the-chairman', route: '/school-guide/greeting-from-the-chairman' })
    expect(body.data[5].sub_menus.map((sub) => sub.route)).toEqual(['/news/announcement', '/news/weekly-news'])
  })

  it('answers in English with ?locale=en and with the NEXT_LOCALE cookie', async () => {
    const byQuery = await get<ListEnvelope<Menu>>('/api/menus?locale=en')
    const byCookie = await get<ListEnvelope<Menu>>('/api/menus', { cookie: 'NEXT_LOCALE=en' })
    expect(byQuery.body.data[0].name).toBe('About the School')
    expect(byCookie.body).toEqual(byQuery.body)
  })

  it('leaves out hidden menus and hidden sub-menus', async () => {
    const menu = await createAsAdmin('menus', { name: '숨김 메뉴', slug: 'hidden-menu', order: 0, visible: false })
    const shownMenu = await get<ListEnvelope<Menu>>('/api/menus')
    const community = shownMenu.body.data.find((item) => item.slug === 'community')!
    const sub = await createAsAdmin('sub-menus', { menu: community.id, name: '숨김', slug: 'hidden-sub', title: '숨김', order: 0, visible: false })
    const { body } = await get<ListEnvelope<Menu>>('/api/menus')
    expect(body.data.map((item) => item.slug)).not.toContain('hidden-menu')
    expect(body.data.find((item) => item.slug === 'community')!.sub_menus.map((item) => item.slug)).toEqual(['icu-articles-public-relations', 'offline-seminar', 'downloads', 'gallery'])
    expect((await get('/api/pages/community/hidden-sub')).status).toBe(404)
    await deleteAsAdmin('sub-menus', sub.id)
    await deleteAsAdmin('menus', menu.id)
  })
})

describe('GET /api/pages/{menu}/{submenu}', () => {
  it('returns the page title, sanitized HTML description and meta texts', async () => {
    const { status, body } = await get<ItemEnvelope<MenuPage>>('/api/pages/school-guide/history')
    expect(status).toBe(200)
    expect(body.data).toEqual({
      title: '연혁',
      description: expect.stringMatching(/^<h2>걸어온 길<\/h2><p>1998년/),
      meta_title: '연혁',
      meta_description: '학교안내 · 연혁',
    })
  })

  it('falls back to the other language when a translation is empty', async () => {
    const menu = await createAsAdmin('menus', { name: '한국어만', slug: 'korean-only', order: 99, visible: true })
    const sub = await createAsAdmin('sub-menus', { menu: menu.id, name: '한국어 페이지', slug: 'page', title: '한국어 제목', description: paragraphText('한국어 본문'), order: 1, visible: true })
    const { body } = await get<ItemEnvelope<MenuPage>>('/api/pages/korean-only/page?locale=en')
    expect(body.data.title).toBe('한국어 제목')
    expect(body.data.description).toBe('<p>한국어 본문</p>')
    await deleteAsAdmin('sub-menus', sub.id)
    await deleteAsAdmin('menus', menu.id)
  })

  it.each([
    ['an unknown pair', '/api/pages/nowhere/nothing'],
    ['a sub-menu of another menu', '/api/pages/news/history'],
    ['an unknown sub-menu', '/api/pages/school-guide/nothing'],
  ])('answers 404 with a message for %s', async (_, path) => {
    const { status, body } = await get<ErrorBody>(path)
    expect(status).toBe(404)
    expect(body).toEqual({ message: '요청한 항목을 찾을 수 없습니다.' })
  })

  it('says 404 in English for an English request', async () => {
    const { body } = await get<ErrorBody>('/api/pages/nowhere/nothing?locale=en')
    expect(body).toEqual({ message: 'The requested item was not found.' })
  })
})

describe('GET /api/static-page/{slug}', () => {
  it('returns title and content', async () => {
    const { status, body } = await get<ItemEnvelope<StaticPage>>('/api/static-page/privacy-policy?locale=en')
    expect(status).toBe(200)
    expect(Object.keys(body.data).sort()).toEqual(['content', 'title'])
    expect(body.data.title).toBe('Privacy Policy')
    expect(body.data.content).toMatch(/^<p>The International Christian Seminary/)
    expect(body.data.content).toContain('<h2>2. What we process</h2>')
  })

  it('is the page at its address in both languages, under its banner', async () => {
    for (const [prefix, title, heading] of [['', '개인정보 처리방침', '2. 처리하는 개인정보의 항목'], ['/en', 'Privacy Policy', '2. What we process']]) {
      const page = await get<string>(`${prefix}/privacy-policy`)
      expect(page.status).toBe(200)
      expect(page.body).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
      expect(page.body).toMatch(new RegExp(`<h2[^>]*>${heading.replace('.', '\\.')}</h2>`))
    }
  })

  it('answers 404 for an unknown slug', async () => {
    expect((await get('/api/static-page/no-such-page')).status).toBe(404)
  })
})

describe('the demo menu tree', () => {
  it.each([
    '/school-guide/greeting-from-the-chairman',
    '/academic-information/academic-schedule',
    '/academic-information/academic-system',
    '/academic-information/academic-regulation',
    '/department-guide/professor-introduction',
    '/department-guide/adjunct-professor-introduce',
    '/department-guide/ministry-of-ministry',
    '/department-guide/department-of-missiology',
    '/department-guide/department-of-pastoral-music',
    '/admission-guide/admission-counselling',
    '/community/icu-articles-public-relations',
    '/community/offline-seminar',
    '/community/downloads',
    '/community/gallery',
    '/news/announcement',
    '/news/weekly-news',
  ])('has a page for every route the specification links to: %s', async (route) => {
    const ko = await get<ItemEnvelope<MenuPage>>(`/api/pages${route}`)
    const en = await get<ItemEnvelope<MenuPage>>(`/api/pages${route}?locale=en`)
    expect(ko.status).toBe(200)
    expect(en.status).toBe(200)
    expect(ko.body.data.title).not.toBe(en.body.data.title)
    expect(en.body.data.description).not.toBe('')
  })
})

describe('the menu-driven pages', () => {
  it.each([
    ['ko', ''],
    ['en', '/en'],
  ] as const)('answer with their title and a heading in the first HTML (%s)', async (lang, prefix) => {
    for (const menu of MENU_TREE) {
      for (const sub of menu.subMenus) {
        const page = await get<string>(`${prefix}/${menu.slug}/${sub.slug}`)
        expect([sub.slug, page.status]).toEqual([sub.slug, 200])
        expect(page.body).toContain(sub.name[lang])
        expect(page.body).toMatch(/<h1[\s>]/)
      }
    }
  })
})

describe('the pages that lead to a file or a form', () => {
  it.each([
    ['ko', '', koContent],
    ['en', '/en', enContent],
  ] as const)('list the downloads ten a page, each a link to its file named by its title (%s)', async (lang, prefix, messages) => {
    const rows = (html: string) => [...html.matchAll(/<tbody>([\s\S]*?)<\/tbody>/g)].flatMap(([, body]) => body.match(/<tr[\s>][\s\S]*?<\/tr>/g) ?? [])
    const first = rows((await get<string>(`${prefix}/community/downloads`)).body)
    expect(first).toHaveLength(10)
    expect(first[0]).toMatch(new RegExp(`<th scope="row"[^>]*>${DEMO.downloads[0][lang]}</th>`))
    const label = messages.content.downloadLabel.replace('{title}', DEMO.downloads[0][lang])
    expect(first[0]).toMatch(new RegExp(`<a href="/files/[^"]+\\.pdf"[^>]*aria-label="${label}"`))
    expect(rows((await get<string>(`${prefix}/community/downloads?page=3`)).body)).toHaveLength(2)
  })

  it.each([
    ['ko', ''],
    ['en', '/en'],
  ] as const)('call to apply from every page of the admissions menu, the online application among them (%s)', async (_, prefix) => {
    const admissions = MENU_TREE.find((menu) => menu.slug === 'admission-guide')!
    expect(admissions.subMenus.map((sub) => sub.slug)).toContain('apply-online')
    for (const sub of admissions.subMenus) {
      const { status, body } = await get<string>(`${prefix}/admission-guide/${sub.slug}`)
      expect([sub.slug, status]).toEqual([sub.slug, 200])
      expect(body.match(/<section[^>]*aria-labelledby="apply-call-title"[^>]*>(.*?)<\/section>/s)?.[1] ?? '').toContain(`href="${prefix}/student-registration"`)
    }
  })
})

describe('the application status lookup', () => {
  const statusLinkIn = (html: string, prefix: string) => html.includes(`href="${prefix}/student-registration/status"`)

  it.each([
    ['ko', '', '지원 현황 확인', '이미 지원하셨나요? 지원 현황 확인하기'],
    ['en', '/en', 'Application status', 'Applied already? Check your application status'],
  ] as const)('is linked from the admissions menu and from 입학안내 and 모집요강 (%s)', async (_, prefix, menuLabel, pageLabel) => {
    for (const path of ['/admission-guide', '/admission-guide/admission-information']) {
      const { status, body } = await get<string>(`${prefix}${path}`)
      expect([path, status]).toEqual([path, 200])
      const menu = body.match(/<ul id="submenu-admission-guide"[^>]*>(.*?)<\/ul>/s)?.[1] ?? ''
      expect(statusLinkIn(menu, prefix) && menu.includes(`>${menuLabel}</a>`)).toBe(true)
      const call = body.match(/<section[^>]*aria-labelledby="apply-call-title"[^>]*>(.*?)<\/section>/s)?.[1] ?? ''
      expect(statusLinkIn(call, prefix) && call.includes(`>${pageLabel}</a>`)).toBe(true)
    }
  })

  it.each([
    ['ko', '', '지원 현황 확인', '이미 지원하셨나요? 지원 현황 확인하기'],
    ['en', '/en', 'Check your application status', 'Applied already? Check your application status'],
  ] as const)('is linked from the sign-in page and from the application form (%s)', async (_, prefix, fromLogin, fromForm) => {
    for (const [path, label] of [['/login', fromLogin], ['/student-registration', fromForm]]) {
      const { status, body } = await get<string>(`${prefix}${path}`)
      expect([path, status]).toEqual([path, 200])
      expect(body).toMatch(new RegExp(`<a [^>]*href="${prefix}/student-registration/status"[^>]*>${label.replace('?', '\\?')}</a>`))
    }
  })
})
