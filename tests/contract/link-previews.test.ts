import sharp from 'sharp'

import { get, server } from './client'

/** The clients that read a page's card: KakaoTalk's link preview, Naver's and Daum's crawlers. */
const READERS = {
  'kakaotalk-scrap': 'Mozilla/5.0 (compatible; kakaotalk-scrap/1.0; +https://devtalk.kakao.com/t/scrap/33984)',
  Yeti: 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
  Daum: 'Mozilla/5.0 (compatible; Daum/4.1; +http://cs.daum.net/faq/15/4118.html?faqId=28966)',
}

/** One page of every type a visitor shares, the per-request ones (application, search) included. */
const PAGE_TYPES = [
  '/',
  '/school-guide/history',
  '/department-guide/ministry-of-ministry',
  '/news/announcement',
  '/community/gallery',
  '/community/downloads',
  '/faq',
  '/contact-us',
  '/student-registration',
  '/privacy-policy',
]

const attribute = (head: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(head)?.[1]
const headOf = async (path: string, reader: string) => {
  const reply = await get<string>(path, { headers: { 'User-Agent': reader } })
  expect(reply.status).toBe(200)
  return reply.body.slice(0, reply.body.indexOf('</head>'))
}

/** Every og:image is fetched once: it must answer 200 at once (no redirect) with a picture of at least 800×400. */
const checkedImages = new Map<string, Promise<{ status: number; width?: number; height?: number }>>()
async function fetchImage(url: string) {
  const response = await fetch(url, { redirect: 'manual' })
  if (response.status !== 200) return { status: response.status }
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
  return { status: 200, width, height }
}

describe.each(Object.entries(READERS))('a link preview as %s reads it', (_name, reader) => {
  it.each(PAGE_TYPES.flatMap((path) => [path, path === '/' ? '/en' : `/en${path}`]))('%s has its title, description and an image of 800×400 or more in <head>', async (path) => {
    const head = await headOf(path, reader)
    expect(attribute(head, 'og:title')).toBeTruthy()
    expect(attribute(head, 'og:description')).toBeTruthy()
    const english = path.startsWith('/en')
    expect(attribute(head, 'og:locale')).toBe(english ? 'en_US' : 'ko_KR')
    expect(attribute(head, 'og:locale:alternate')).toBe(english ? 'ko_KR' : 'en_US')
    const image = attribute(head, 'og:image')!
    expect(image).toMatch(/^https?:\/\/[^/]+\//)
    // Fetched from the test's site: the card names the public origin (SITE_URL).
    const { pathname, search } = new URL(image)
    if (!checkedImages.has(image)) checkedImages.set(image, fetchImage(server.baseUrl + pathname + search))
    const fetched = await checkedImages.get(image)!
    expect(fetched.status).toBe(200)
    expect(fetched.width).toBeGreaterThanOrEqual(800)
    expect(fetched.height).toBeGreaterThanOrEqual(400)
  })
})

describe('the cards of pages with pictures of their own', () => {
  it('a department page’s card shows the department’s own picture, not the site’s', async () => {
    const home = attribute(await headOf('/', READERS.Yeti), 'og:image')
    const department = attribute(await headOf('/department-guide/ministry-of-ministry', READERS.Yeti), 'og:image')
    const other = attribute(await headOf('/department-guide/department-of-missiology', READERS.Yeti), 'og:image')
    expect(department).toMatch(/\/media\//)
    expect(department).not.toBe(home)
    expect(department).not.toBe(other)
  })
})
