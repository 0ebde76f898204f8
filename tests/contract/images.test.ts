import { get } from './client'

/** Every `<img>` of a page with its attributes, and the image preloads of its head. */
function picturesOf(html: string) {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&')
  const tags = [...html.matchAll(/<img\s[^>]*>/g)].map((match) => match[0])
  return {
    images: tags.map((tag) => ({ src: attribute(tag, 'src')!, srcSet: attribute(tag, 'srcset'), loading: attribute(tag, 'loading'), fetchPriority: attribute(tag, 'fetchpriority'), alt: attribute(tag, 'alt') })),
    preloads: [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]),
  }
}

const urlsOf = (srcSet?: string) => (srcSet ? srcSet.split(', ').map((candidate) => candidate.split(' ')[0]) : [])

describe('the pictures of the pages', () => {
  // One address per width the page asks for: every other differs only in the picture, and the optimizer's first
  // encoding of each takes a while.
  it.each(['/', '/en/news/announcement/news-01', '/community/gallery/spring-retreat', '/en/department-guide/professor-introduction'])(
    '%s: the optimizer makes every width its pictures ask for',
    async (page) => {
      const { images } = picturesOf((await get<string>(page)).body)
      expect(images.length).toBeGreaterThan(3)
      for (const image of images) expect([image.src, image.alt]).toEqual([image.src, expect.any(String)])
      const byWidth = new Map<string, string>()
      for (const address of images.flatMap((image) => [image.src, ...urlsOf(image.srcSet)])) {
        if (address) byWidth.set(new URL(address, 'http://site').searchParams.get('w') ?? address, address)
      }
      expect(byWidth.size).toBeGreaterThan(1)
      for (const address of byWidth.values()) {
        const reply = await get<ArrayBuffer>(address, { headers: { accept: 'image/webp,*/*' } })
        expect([address, reply.status, reply.headers.get('content-type')?.split('/')[0]]).toEqual([address, 200, 'image'])
      }
    },
    30_000,
  )

  it('the home page preloads its poster at high priority and loads the other pictures when scrolled near', async () => {
    const { images, preloads } = picturesOf((await get<string>('/')).body)
    const poster = images.find((image) => image.src.includes('home-poster'))!
    expect(poster).toMatchObject({ fetchPriority: 'high', loading: 'eager' })
    const posterPreloads = preloads.filter((preload) => preload.includes(encodeURIComponent('/media/home-poster')))
    expect(posterPreloads).toHaveLength(1)
    expect(posterPreloads[0]).toContain('fetchPriority="high"')
    const others = images.filter((image) => image !== poster && !image.src.endsWith('.svg'))
    expect(others.length).toBeGreaterThan(20)
    for (const image of others) expect([image.src, image.loading]).toEqual([image.src, 'lazy'])
  })

  // A phone's largest picture on these pages is the first of the grid; lazily loaded, it waited for the layout.
  it.each(['/community/gallery/spring-retreat', '/en/community/gallery', '/news/announcement'])('%s preloads the first picture of its grid and no other', async (page) => {
    const { images, preloads } = picturesOf((await get<string>(page)).body)
    const optimized = images.filter((image) => !image.src.endsWith('.svg'))
    const [first, ...others] = optimized
    expect(first).toMatchObject({ loading: 'eager', fetchPriority: 'high' })
    expect(preloads.filter((preload) => preload.includes('fetchPriority="high"'))).toHaveLength(1)
    expect(others.length).toBeGreaterThan(2)
    for (const image of others) expect([image.src, image.loading]).toEqual([image.src, 'lazy'])
  })

  it('a partner banner offers its fixed size at 1x and 2x', async () => {
    const { images } = picturesOf((await get<string>('/en')).body)
    const banner = images.find((image) => image.src.includes('banner-1'))!
    expect(banner.srcSet).toMatch(/ 1x, .* 2x$/)
  })
})
