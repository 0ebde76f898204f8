import type { Faq, ListEnvelope, TabItem } from '@/lib/api/types'

import { get, server } from './client'

describe.each([
  ['/api/academic-regulation', ['제1장 총칙', '제2장 입학', '제3장 수업과 학점', '제4장 졸업']],
  ['/api/ministry-of-ministry', ['교육 목표', '교육 과정', '졸업 후 진로']],
  ['/api/department-of-missiology', ['교육 목표', '현장 실습', '졸업 후 진로']],
  ['/api/department-of-pastoral-music', ['교육 목표', '실기 과정', '졸업 후 진로']],
])('GET %s', (path, titles) => {
  it('returns the tabs in admin-set order as {id, title, content}', async () => {
    const { status, body } = await get<ListEnvelope<TabItem>>(path)
    expect(status).toBe(200)
    expect(body.data.map((item) => item.title)).toEqual(titles)
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(['content', 'id', 'title'])
    expect(body.data[0].content).toBe(`<h2>${titles[0]}</h2><p>${titles[0]}에 대한 세부 내용입니다.</p>`)
  })
})

describe('GET /api/faqs', () => {
  it('returns questions with HTML answers in admin-set order, with or without the trailing slash', async () => {
    const { status, body } = await get<ListEnvelope<Faq>>('/api/faqs?locale=en')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(6)
    expect(body.data[0]).toEqual({ id: expect.any(Number), question: 'When are applications accepted?', answer: '<p>For one month, starting two months before each term.</p>' })
    const slash = await fetch(server.baseUrl + '/api/faqs/?locale=en')
    expect(slash.status).toBe(200)
    expect(await slash.json()).toEqual(body)
  })
})

// Radix renders a closed accordion item's or an inactive tab's content only when asked to (forceMount).
describe('the pages of the tabs and the questions', () => {
  it.each([
    ['ko', ''],
    ['en', '/en'],
  ])('hold every tab and every answer in the first HTML, for crawlers and visitors without scripts (%s)', async (lang, prefix) => {
    const [tabs, faqs] = await Promise.all([get<ListEnvelope<TabItem>>(`/api/academic-regulation?locale=${lang}`), get<ListEnvelope<Faq>>(`/api/faqs?locale=${lang}`)])
    const regulation = await get<string>(`${prefix}/academic-information/academic-regulation`)
    expect(tabs.body.data.length).toBeGreaterThan(1)
    for (const tab of tabs.body.data) expect(regulation.body).toContain(tab.content)
    const faqPage = await get<string>(`${prefix}/faq`)
    expect(faqs.body.data.length).toBeGreaterThan(1)
    for (const faq of faqs.body.data) expect(faqPage.body).toContain(faq.answer)
  })
})

describe('unknown calls under /api', () => {
  it('answer 404 in JSON', async () => {
    const { status, body } = await get('/api/no-such-call')
    expect(status).toBe(404)
    expect(body).toEqual({ message: '요청한 항목을 찾을 수 없습니다.' })
  })
})
