import type { Gallery, ItemEnvelope, ListEnvelope } from '@/lib/api/types'

import { createAsAdmin, deleteAsAdmin, get } from './client'

describe('GET /api/galleries', () => {
  it('lists galleries with images, newest first, each image with a real thumbnail', async () => {
    const empty = await createAsAdmin('galleries', { name: '빈 갤러리', slug: 'empty-gallery', images: [], publishedAt: new Date().toISOString(), visible: true })
    const { status, body } = await get<ListEnvelope<Gallery>>('/api/galleries')
    expect(status).toBe(200)
    expect(body.data.map((gallery) => gallery.slug)).toEqual(['opening-worship', 'spring-retreat', 'mission-practicum', 'music-concert', 'graduation', 'campus-life', 'christmas-service'])
    const first = body.data[0]
    expect(Object.keys(first).sort()).toEqual(['description', 'id', 'images', 'name', 'slug'])
    expect(first.images).toHaveLength(4)
    expect(first.images[0]).toEqual({ image: '/media/gallery-opening-worship-1-1200x800.webp', thumbs: '/media/gallery-opening-worship-1-400x300.webp', alt: '개강 예배 사진 1' })
    await deleteAsAdmin('galleries', empty.id)
  })

  it('limits /api/recent-galleries to the newest 5', async () => {
    const { body } = await get<ListEnvelope<Gallery>>('/api/recent-galleries?locale=en')
    expect(body.data.map((gallery) => gallery.name)).toEqual(['Opening worship', 'Spring retreat', 'Mission practicum', 'Pastoral music concert', 'Graduation'])
  })
})

describe('GET /api/galleries/{id or slug}', () => {
  it('finds a gallery by id and by slug', async () => {
    const bySlug = await get<ItemEnvelope<Gallery>>('/api/galleries/spring-retreat')
    expect(bySlug.status).toBe(200)
    const byId = await get<ItemEnvelope<Gallery>>(`/api/galleries/${bySlug.body.data.id}`)
    expect(byId.body).toEqual(bySlug.body)
    expect(bySlug.body.data.name).toBe('봄 수련회')
  })

  it.each(['999999', 'no-such-gallery', '-1', '1.5', "1'or'1'='1"])('answers 404 for %p', async (id) => {
    expect((await get(`/api/galleries/${encodeURIComponent(id)}`)).status).toBe(404)
  })
})

describe('gallery pages', () => {
  it('are at their slug: the id form answers 308 to it, in both languages', async () => {
    const { body } = await get<ItemEnvelope<Gallery>>('/api/galleries/spring-retreat')
    for (const prefix of ['', '/en']) {
      const slugPath = `${prefix}/community/gallery/spring-retreat`
      // The first answer, rendered then, carries its Location once too (upstream-workarounds/next/requests.mjs).
      const first = await get(`${prefix}/community/gallery/${body.data.id}`)
      expect([first.status, first.headers.get('location')]).toEqual([308, slugPath])
      const cached = await get(`${prefix}/community/gallery/${body.data.id}`)
      expect([cached.status, cached.headers.get('location')]).toEqual([308, slugPath])
      const bySlug = await get<string>(slugPath)
      expect(bySlug.status).toBe(200)
      expect(bySlug.body).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${slugPath}"`))
    }
  })

  it('take a slug made of digits as that gallery\'s slug, not as another gallery\'s id', async () => {
    const { body } = await get<ItemEnvelope<Gallery>>('/api/galleries/spring-retreat')
    const digits = String(body.data.id)
    const numbered = await createAsAdmin('galleries', { name: '숫자 갤러리', slug: digits, images: [], publishedAt: new Date().toISOString(), visible: true })
    const byApi = await get<ItemEnvelope<Gallery>>(`/api/galleries/${digits}`)
    expect(byApi.body.data.id).toBe(numbered.id)
    const page = await get<string>(`/community/gallery/${digits}`)
    expect([page.status, page.body.includes('숫자 갤러리')]).toEqual([200, true])
    await deleteAsAdmin('galleries', numbered.id)
  })

  it('answer 404 for an id no gallery has', async () => {
    for (const prefix of ['', '/en']) expect((await get(`${prefix}/community/gallery/999999`)).status).toBe(404)
  })
})
