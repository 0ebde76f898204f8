import type { ItemEnvelope, Settings } from '@/lib/api/types'

import { call, createAsAdmin, deleteAsAdmin, get, loginAsAdmin, paragraphText } from './client'

type FieldErrors = { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
type NewsDoc = { id: number; slug: string }

const fieldErrors = (body: unknown) => (body as FieldErrors).errors.flatMap((error) => error.data?.errors ?? [])

const newsWithoutSlug = (title: string) =>
  createAsAdmin<NewsDoc>('news', { title, cover: 2, content: paragraphText('본문'), publishedAt: new Date().toISOString(), _status: 'published' })

describe('a news saved without a slug', () => {
  const created: number[] = []
  afterAll(() => Promise.all(created.map((id) => deleteAsAdmin('news', id))))

  it('gets the Latin form of its title, numbered when taken', async () => {
    const title = `Open Day ${Date.now()}`
    const first = await newsWithoutSlug(title)
    const second = await newsWithoutSlug(title)
    created.push(first.id, second.id)
    const expected = title.toLowerCase().replace(' ', '-').replace(' ', '-')
    expect(first.slug).toBe(expected)
    expect(second.slug).toBe(`${expected}-2`)
    expect((await get(`/api/news/${first.slug}`)).status).toBe(200)
  })

  it('gets the date and a number when its title has no Latin letters', async () => {
    const first = await newsWithoutSlug('신입생 모집 안내')
    const second = await newsWithoutSlug('신입생 모집 안내')
    created.push(first.id, second.id)
    expect(first.slug).toMatch(/^\d{4}-\d{2}-\d{2}-\d+$/)
    expect(second.slug).not.toBe(first.slug)
  })

  it('refuses a typed slug with nothing Latin in it, saying why in Korean', async () => {
    const reply = await call('/cms-api/news?locale=ko', {
      method: 'POST',
      token: await loginAsAdmin(),
      headers: { 'Accept-Language': 'ko' },
      body: { title: '한글 주소', slug: '신입생-모집', cover: 2, content: paragraphText('본문'), _status: 'published' },
    })
    expect(reply.status).toBe(400)
    expect(fieldErrors(reply.body)).toEqual([expect.objectContaining({ path: 'slug', message: expect.stringContaining('영문 소문자') })])
  })
})

describe('the home video address', () => {
  const saveVideoUrl = async (homeVideoUrl: string) =>
    call('/cms-api/globals/settings?locale=ko', { method: 'POST', token: await loginAsAdmin(), headers: { 'Accept-Language': 'ko' }, body: { homeVideoUrl } })

  it('refuses a YouTube link with 400 and keeps the video the home plays', async () => {
    const reply = await saveVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    expect(reply.status).toBe(400)
    expect(fieldErrors(reply.body)).toEqual([expect.objectContaining({ path: 'homeVideoUrl', message: expect.stringContaining('유튜브') })])
    expect((await get<ItemEnvelope<Settings>>('/api/settings')).body.data.home_video).toBe('/videos/campus/index.m3u8')
  })

  it('refuses an address that is not a video file, and a video file that is not there', async () => {
    expect((await saveVideoUrl('https://example.org/about')).status).toBe(400)
    const missing = await saveVideoUrl('/videos/campus/missing.mp4')
    expect(missing.status).toBe(400)
    expect(fieldErrors(missing.body)).toEqual([expect.objectContaining({ path: 'homeVideoUrl', message: expect.stringContaining('가져올 수 없습니다') })])
  })

  it('accepts a video file of this site', async () => {
    expect((await saveVideoUrl('/videos/campus/index.m3u8')).status).toBe(200)
  })
})

describe('the dashboard', () => {
  it('says nothing of a missing mail server while the site sends its mail', async () => {
    // The contract's site sends over SMTP to the tests' catcher; the browser tests' site, without one, shows the warning.
    const dashboard = await call<string>('/admin', { cookie: `payload-token=${await loginAsAdmin()}` })
    expect(dashboard.body).toContain('오늘 할 일')
    // By its mark, not its words: Payload sends every admin text to the browser inside the page, shown or not. (Mails
    // an earlier test's SMTP exchange lost are warned of as failed, which is another warning.)
    expect(dashboard.body).not.toContain('data-mail-warning="no-server"')
  })
})
