import enContent from '@/messages/en/content.json'
import koContent from '@/messages/ko/content.json'

import { call, createAsAdmin, deleteAsAdmin, eventually, get, loginAsAdmin, paragraphText, updateAsAdmin } from './client'

type Result = { type: string; title: string; url: string; excerpt: string }
type SearchBody = { data: Result[]; meta: { current_page: number; last_page: number; per_page: number; total: number }; message?: string; errors?: Record<string, string[]> }

jest.setTimeout(60_000)

const search = (query: string, { locale = 'ko', page }: { locale?: string; page?: number } = {}) =>
  get<SearchBody>(`/api/search?q=${encodeURIComponent(query)}&locale=${locale}${page ? `&page=${page}` : ''}`)

/** Every result of a query, all pages. */
async function allResults(query: string, locale = 'ko'): Promise<Result[]> {
  const first = await search(query, { locale })
  const rest = []
  for (let page = 2; page <= first.body.meta.last_page; page += 1) rest.push(...(await search(query, { locale, page })).body.data)
  return [...first.body.data, ...rest]
}

const found = async (query: string, title: string) => (await allResults(query)).some((result) => result.title === title) || undefined

describe('GET /api/search on the demo content', () => {
  it('finds Korean words inside longer words: 입학 in 입학상담 and 입학 원서 양식', async () => {
    const results = await allResults('입학')
    expect(results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'page', title: '입학상담', url: '/admission-guide/admission-counselling' }),
        expect.objectContaining({ type: 'download', title: expect.stringContaining('입학 원서 양식'), url: expect.stringMatching(/^\/community\/downloads(\?page=\d+)?$/) }),
        expect.objectContaining({ type: 'counselling', excerpt: expect.stringContaining('신입학') }),
      ]),
    )
  })

  it('ignores spacing as Naver does: 원서양식 finds what 원서 양식 finds, the typed phrase ranked first', async () => {
    const spaced = await allResults('원서 양식')
    const joined = await allResults('원서양식')
    expect(spaced.length).toBeGreaterThan(0)
    // Everything that holds the words side by side is found either way; the spaced query may also find pages that
    // hold both words apart (the privacy policy's 지원서 … 양식), which the joined phrase rightly does not.
    const sideBySide = spaced.filter((result) => /원서\s*양식/.test(`${result.title} ${result.excerpt}`)).map((result) => result.url)
    expect(sideBySide.length).toBeGreaterThan(0)
    expect(joined.map((result) => result.url)).toEqual(expect.arrayContaining(sideBySide))
    expect(spaced.map((result) => result.url)).toEqual(expect.arrayContaining(joined.map((result) => result.url)))
    expect(joined[0].excerpt).toMatch(/원서\s*양식/)
    expect(spaced[0].title).toContain('원서 양식')
  })

  it('finds 신학 in 조직신학, with the professors’ page and an excerpt around the match', async () => {
    const professors = (await allResults('신학')).filter((result) => result.type === 'professor')
    expect(professors.length).toBeGreaterThan(0)
    const systematic = professors.find((result) => result.excerpt.includes('조직신학'))
    expect(systematic?.url).toMatch(/^\/department-guide\/(professor-introduction|adjunct-professor-introduce)$/)
    expect(systematic!.excerpt.length).toBeLessThanOrEqual(170)
  })

  it('answers in the request’s language, case-insensitively and with simple stemming in English', async () => {
    const results = await allResults('WORKSHOPS', 'en')
    const workshop = results.find((result) => result.type === 'seminar')
    expect(workshop).toMatchObject({ title: expect.stringMatching(/^Preaching workshop/), url: expect.stringMatching(/^\/en\/community\/offline-seminar\/\d+$/) })
    // The seminar opens at its place in the board.
    const page = await get<string>(workshop!.url)
    expect(page.status).toBe(200)
    expect(page.body).toContain(workshop!.title)
    expect((await search('워크숍')).body.data.every((result) => !/[a-z]{4}/i.test(result.title))).toBe(true)
  })

  it('pages through many results, and a page past the end is empty with the right meta', async () => {
    const first = await search('교수')
    expect(first.status).toBe(200)
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 10 })
    expect(first.body.meta.total).toBeGreaterThan(10)
    const second = await search('교수', { page: 2 })
    expect(second.body.data.length).toBeGreaterThan(0)
    expect(second.body.data.map(({ url, title }) => url + title)).not.toContain(first.body.data[0].url + first.body.data[0].title)
    const past = await search('교수', { page: 999 })
    expect(past.body).toMatchObject({ data: [], meta: { current_page: 999, total: first.body.meta.total } })
  })

  it('never finds private fields', async () => {
    const token = await loginAsAdmin()
    const { body } = await call<{ docs: { email?: string; phone?: string }[] }>('/cms-api/professors?limit=1&depth=0', { token })
    const { email, phone } = body.docs[0]
    expect(email).toBeTruthy()
    expect((await search(email!)).body.data).toEqual([])
    if (phone) expect((await search(phone)).body.data).toEqual([])
  })
})

describe('GET /api/search and odd queries', () => {
  it('gives an empty query an empty result, and one it cannot search a clear message, never a 500', async () => {
    expect((await search('')).body).toMatchObject({ data: [], meta: { total: 0 } })
    for (const query of ['a', '입', '%', '_', '%_', '"', "'", '""', '   ']) {
      const reply = await search(query)
      expect([200, 422]).toContain(reply.status)
      if (reply.status === 422) expect(reply.body.errors?.q).toEqual(['두 글자 이상의 글자나 숫자로 검색해 주세요.'])
      else expect(reply.body.data).toEqual([])
    }
    const long = await search('신학'.repeat(250), { locale: 'en' })
    expect(long.status).toBe(422)
    expect(long.body.errors?.q).toEqual(['Please keep the search to 100 characters or fewer.'])
    const script = await search('<script>alert(1)</script>')
    expect(script.status).toBe(200)
    expect(script.body.data).toEqual([])
    expect((await get('/api/search?q=%E0%A4%A&page=-3')).status).not.toBe(500)
  })
})

describe('the search page', () => {
  it('is server-rendered with the matches marked, and tells what is wrong with an odd query', async () => {
    const page = await get<string>(`/search?q=${encodeURIComponent('입학')}`)
    expect(page.status).toBe(200)
    expect(page.body).toContain('<mark>입학</mark>')
    expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    const english = await get<string>('/en/search?q=workshop')
    expect(english.body).toMatch(/<mark>workshop<\/mark>/i)
    const odd = await get<string>(`/search?q=${encodeURIComponent('<script>alert(1)</script>')}`)
    expect(odd.status).toBe(200)
    expect(odd.body).not.toContain('<script>alert(1)')
    expect((await get<string>('/search?q=%25')).body).toContain('두 글자 이상의 글자나 숫자로 검색해 주세요.')
  })

  it('says when nothing was found and when nothing was asked, in both languages', async () => {
    const text = (html: string) => html.replace(/<[^>]*>/g, '')
    for (const [prefix, { search: m }] of [['', koContent], ['/en', enContent]] as const) {
      const none = await get<string>(`${prefix}/search?q=${encodeURIComponent('<b>zzqx</b>')}`)
      expect(none.status).toBe(200)
      expect(text(none.body)).toContain(m.empty.replace(/<\/?term>/g, '').replace('{query}', '&lt;b&gt;zzqx&lt;/b&gt;'))
      expect(text((await get<string>(`${prefix}/search`)).body)).toContain(m.prompt)
      // A query that cannot be searched is told as an alert, which a screen reader reads at once.
      expect((await get<string>(`${prefix}/search?q=%25`)).body).toMatch(new RegExp(`<p[^>]*role="alert"[^>]*>${m.tooShort.replaceAll('.', '\\.')}</p>`))
    }
  })

  it('links the later pages of the results with the query kept', async () => {
    const query = encodeURIComponent('교수')
    expect((await get<string>(`/search?q=${query}`)).body).toMatch(new RegExp(`href="/search\\?q=${query}&(amp;)?page=2"`))
    const second = await get<string>(`/search?q=${query}&page=2`)
    expect(second.status).toBe(200)
    expect(second.body).toContain('<mark>교수</mark>')
  })
})

describe('the search index follows the content', () => {
  it('finds a FAQ only while it is visible, with its edits, and forgets it when deleted', async () => {
    const word = `검색확인${Date.now().toString(36)}`
    const faq = await createAsAdmin('faqs', { question: `${word} 질문`, answer: paragraphText('숨겨진 답변입니다.'), visible: false, order: 99 })
    try {
      expect(await found(word, `${word} 질문`)).toBeUndefined()
      await updateAsAdmin('faqs', faq.id, { visible: true })
      expect(await eventually(() => found(word, `${word} 질문`))).toBe(true)
      await updateAsAdmin('faqs', faq.id, { question: `${word} 고친 질문` })
      expect(await eventually(() => found(word, `${word} 고친 질문`))).toBe(true)
      expect(await found(word, `${word} 질문`)).toBeUndefined()
    } finally {
      await deleteAsAdmin('faqs', faq.id)
    }
    expect((await search(word)).body.data).toEqual([])
  })

  it('never finds a draft, and finds the news once it is published', async () => {
    const token = await loginAsAdmin()
    const cover = (await call<{ docs: { cover: number }[] }>('/cms-api/news?limit=1&depth=0', { token })).body.docs[0].cover
    const word = `초안확인${Date.now().toString(36)}`
    const news = await createAsAdmin('news', { title: `${word} 소식`, slug: `draft-check-${Date.now()}`, cover, content: paragraphText('초안 본문'), _status: 'draft' })
    try {
      expect((await search(word)).body.data).toEqual([])
      await updateAsAdmin('news', news.id, { _status: 'published' })
      expect(await eventually(() => found(word, `${word} 소식`))).toBe(true)
    } finally {
      await deleteAsAdmin('news', news.id)
    }
  })
})
