import { structuredDataProblems } from '@/e2e/support/structured-data'
import type { NewsItem, Settings } from '@/lib/api/types'
import { newsArticle, seminarEvent } from '@/lib/seo/json-ld'

const settings: Settings = {
  home_video: '',
  home_poster: '',
  school_name: '국제기독신학교',
  school_message: '',
  street: '강남대로 1',
  city: '서울',
  postal_code: '06000',
  phone: '',
  email: '',
}
const news: NewsItem = { slug: 'open-day', title: '입학 설명회', summary: '설명회 안내', cover: '/media/cover.webp', thumbs: '', created_at_raw: '2026-03-02T10:00:00+09:00' }
const seminar = { id: 1, title: '선교 세미나', content: '<p>선교의 오늘</p>', preview_image: '' }

const page = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`

describe("structured data by Google's rules", () => {
  it('passes the NewsArticle and Event data the site publishes', () => {
    const event = seminarEvent({ seminar, locale: 'ko', url: 'https://example.org/community/offline-seminar/0', startDate: '2026-12-01T10:00:00.000Z', settings })
    expect(structuredDataProblems(page([newsArticle(news, 'en', settings.school_name), event]))).toEqual({ problems: [], types: ['NewsArticle', 'Event'] })
  })

  it('names what a NewsArticle and an Event lack', () => {
    const article = { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'x', image: ['/relative.png'], datePublished: 'yesterday', publisher: { '@type': 'Organization', name: 'School', url: 'https://example.org', logo: 'https://example.org/logo.png' } }
    const event = { '@context': 'https://schema.org', '@type': 'Event', name: 'Seminar', location: 'Seoul' }
    expect(structuredDataProblems(page([article, event])).problems).toEqual([
      'NewsArticle: image is not one or more absolute URLs',
      'NewsArticle: datePublished is not ISO 8601',
      'NewsArticle: author missing',
      'NewsArticle: publisher.logo is not an ImageObject with a url',
      'Event: startDate is not ISO 8601',
      'Event: location is not a Place with a name and a PostalAddress',
      'Event: eventAttendanceMode is not a schema.org attendance mode',
      'Event: image is not one or more absolute URLs',
      'Event: description missing',
      'Event: organizer missing',
    ])
  })
})
