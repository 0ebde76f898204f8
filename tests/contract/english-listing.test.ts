import type { Gallery, ListEnvelope, NewsItem, PageEnvelope, ProfessorGroups } from '@/lib/api/types'

import { createAsAdmin, deleteAsAdmin, get, paragraphText, updateAsAdmin } from './client'

const html = async (path: string) => (await get<string>(path)).body
/** The title marked as Korean, with the visible label after it. */
const markedKorean = (title: string) => new RegExp(`<span lang="ko">${title}</span> <span[^>]*>Korean</span>`)

describe('a document written only in Korean, on the English pages', () => {
  const title = '한국어로만 쓴 공지'
  const slug = 'korean-only-news'
  const galleryName = '한국어로만 쓴 갤러리'
  let news: { id: number }
  let gallery: { id: number }

  beforeAll(async () => {
    news = await createAsAdmin('news', { slug, title, cover: 2, content: paragraphText(title), publishedAt: new Date().toISOString(), _status: 'published' })
    gallery = await createAsAdmin('galleries', { slug: 'korean-only-gallery', name: galleryName, images: [2], publishedAt: new Date().toISOString(), visible: true })
  })
  afterAll(async () => {
    await deleteAsAdmin('news', news.id)
    await deleteAsAdmin('galleries', gallery.id)
  })

  it('is listed under its Korean title, marked lang="ko" and labelled "Korean"', async () => {
    // In the list and in the recent-posts sidebar beside it.
    expect((await html('/en/news/announcement')).match(new RegExp(markedKorean(title).source, 'g'))).toHaveLength(2)
    expect(await html('/en')).toMatch(markedKorean(title))
    expect(await html('/en')).toMatch(markedKorean(galleryName))
    expect(await html('/en/community/gallery')).toMatch(markedKorean(galleryName))
    const english = await get<PageEnvelope<NewsItem>>('/api/news?locale=en')
    expect(english.body.data.find((item) => item.slug === slug)).toMatchObject({ title, lang: 'ko' })
    // Translated items and Korean pages carry no mark.
    expect(english.body.data.find((item) => item.slug === 'news-02')).not.toHaveProperty('lang')
    expect((await get<PageEnvelope<NewsItem>>('/api/news')).body.data.find((item) => item.slug === slug)).not.toHaveProperty('lang')
    expect(await html('/news/announcement')).not.toContain('lang="ko">')
  })

  it('is kept off the English lists when staff choose so, and stays on the Korean ones', async () => {
    await updateAsAdmin('news', news.id, { hideFromEnglish: true, content: paragraphText(title), _status: 'published' })
    await updateAsAdmin('galleries', gallery.id, { hideFromEnglish: true })
    try {
      expect(await html('/en/news/announcement')).not.toContain(title)
      expect(await html('/en')).not.toContain(title)
      expect(await html('/en/community/gallery')).not.toContain(galleryName)
      expect((await get<PageEnvelope<NewsItem>>('/api/news?locale=en&per_page=100')).body.data.map((item) => item.slug)).not.toContain(slug)
      expect((await get<ListEnvelope<Gallery>>('/api/galleries?locale=en')).body.data.map((item) => item.name)).not.toContain(galleryName)
      expect(await html('/news/announcement')).toContain(title)
      // Given an English title, it is listed again, as English.
      await updateAsAdmin('news', news.id, { title: 'Now in English', content: paragraphText('In English'), _status: 'published' }, 'en')
      const english = await get<PageEnvelope<NewsItem>>('/api/news?locale=en')
      expect(english.body.data.find((item) => item.slug === slug)).toEqual(expect.objectContaining({ title: 'Now in English' }))
      expect(english.body.data.find((item) => item.slug === slug)).not.toHaveProperty('lang')
    } finally {
      await updateAsAdmin('galleries', gallery.id, { hideFromEnglish: false })
    }
  })
})

describe("a professor's details on the English page", () => {
  it('opens an English image and English text', async () => {
    const [korean, english] = await Promise.all([get<ProfessorGroups>('/api/professors'), get<ProfessorGroups>('/api/professors?locale=en')])
    const first = (groups: ProfessorGroups) => Object.values(groups)[0][0]
    expect(first(english.body).details_image).toMatch(/-en-/)
    expect(first(korean.body).details_image).not.toMatch(/-en-/)
    expect(first(english.body).details).toContain('Teaching')
  })
})
