import type { ListEnvelope, Menu } from '@/lib/api/types'

import { call, get, loginAsAdmin } from './client'

const ADDRESS = encodeURIComponent('서울특별시 강남구 테헤란로 123')

describe('the location page', () => {
  it.each(['', '/en'])('links Kakao Map and Naver Map for the school’s Korean address (%s)', async (prefix) => {
    const page = await get<string>(`${prefix}/school-guide/location`)
    expect(page.status).toBe(200)
    expect(page.body).toContain(`href="https://map.kakao.com/link/search/${ADDRESS}"`)
    expect(page.body).toContain(`href="https://map.naver.com/p/search/${ADDRESS}"`)
  })
})

describe('robots.txt', () => {
  it('lets Naver’s Yeti and Daum’s crawler in as every other crawler', async () => {
    const robots = await get<string>('/robots.txt')
    const groups = robots.body.split(/\n(?=User-Agent:)/i)
    expect(groups.filter((group) => /^User-Agent:\s*(Yeti|Daum)/im.test(group))).toEqual([])
    expect(robots.body).toMatch(/^User-Agent: \*$/m)
    expect(robots.body).toMatch(/^Allow: \/$/m)
  })

  it('keeps crawlers out of the admin, the APIs and the signed-in pages, and names the sitemap', async () => {
    const robots = (await get<string>('/robots.txt')).body
    for (const path of ['/admin', '/api/', '/cms-api/', '/student$', '/professor$', '/en/student$', '/en/professor$']) expect(robots).toContain(`Disallow: ${path}\n`)
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
  })
})

describe('sitemap.xml', () => {
  it('lists every public page in both languages, and no signed-in page', async () => {
    const menus = (await get<ListEnvelope<Menu>>('/api/menus')).body.data
    const sitemap = (await get<string>('/sitemap.xml')).body
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname)
    // A seeded news post and gallery stand for their kinds.
    const paths = ['/', '/faq', '/contact-us', '/student-registration', '/news/announcement/news-01', '/community/gallery/opening-worship', ...menus.flatMap((menu) => menu.sub_menus.map((sub) => sub.route))]
    for (const path of paths) {
      expect(locs).toContain(path)
      expect(locs).toContain(path === '/' ? '/en' : `/en${path}`)
    }
    expect(locs.filter((path) => /^(\/en)?\/(student|professor|admin|login)(\/|$)/.test(path))).toEqual([])
    expect(sitemap).toContain('hreflang="x-default"')
  })
})

describe('site verification for Naver, Google, Bing and Daum', () => {
  const saveSettings = async (body: Record<string, unknown>) => call<{ errors?: { data?: { errors?: { path: string; message: string }[] } }[] }>('/cms-api/globals/settings?locale=ko', { method: 'POST', token: await loginAsAdmin(), body })
  const cleared = { naverSiteVerification: null, googleSiteVerification: null, bingSiteVerification: null, daumWebmasterTool: null }
  afterAll(() => saveSettings(cleared))

  it('puts the codes staff pasted (whole tags or codes) in every page’s head and Daum’s line in robots.txt', async () => {
    const saved = await saveSettings({
      naverSiteVerification: '<meta name="naver-site-verification" content="a1b2c3d4e5f6" />',
      googleSiteVerification: 'G00gle_Code-123',
      bingSiteVerification: '<meta name="msvalidate.01" content="B1NG2CODE3" />',
      daumWebmasterTool: '#DaumWebMasterTool:0f1e2d3c4b5a:AbCdEf==',
    })
    expect(saved.status).toBe(200)
    for (const path of ['/', '/en/faq', '/community/downloads']) {
      const head = (await get<string>(path)).body.split('</head>')[0]
      expect(head).toContain('<meta name="naver-site-verification" content="a1b2c3d4e5f6"/>')
      expect(head).toContain('<meta name="google-site-verification" content="G00gle_Code-123"/>')
      expect(head).toContain('<meta name="msvalidate.01" content="B1NG2CODE3"/>')
    }
    expect((await get<string>('/robots.txt')).body).toMatch(/^#DaumWebMasterTool:0f1e2d3c4b5a:AbCdEf==$/m)
  })

  it('refuses what is not a code, with the reason under the field, and keeps markup out of the head', async () => {
    const refused = await saveSettings({ naverSiteVerification: '"><script>alert(1)</script>' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('naverSiteVerification')
    expect((await get<string>('/')).body).not.toContain('alert(1)')
  })

  it('writes no tag and no Daum line while nothing is set', async () => {
    expect((await saveSettings(cleared)).status).toBe(200)
    expect((await get<string>('/')).body).not.toContain('site-verification')
    expect((await get<string>('/robots.txt')).body).not.toContain('DaumWebMasterTool')
  })
})
