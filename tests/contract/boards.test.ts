import type { Counselling, Download, OfflineSeminar, PageEnvelope, Post } from '@/lib/api/types'

import { get } from './client'

type Family = { path: string; perPage: number; total: number; fields: string[]; firstTitle: string }

const FAMILIES: Family[] = [
  { path: '/api/offline-seminars?content=true', perPage: 5, total: 12, fields: ['content', 'id', 'preview_image', 'title'], firstTitle: '설교학 워크숍' },
  { path: '/api/weekly-news?content=true', perPage: 10, total: 22, fields: ['content', 'id', 'title'], firstTitle: '채플 말씀 요약' },
  { path: '/api/article-publications', perPage: 10, total: 22, fields: ['content', 'id', 'title'], firstTitle: '언론에 소개된 선교학과 현장 실습' },
  { path: '/api/downloads', perPage: 10, total: 22, fields: ['content', 'file_path', 'id', 'title'], firstTitle: '입학 원서 양식' },
  { path: '/api/admission-counselling', perPage: 5, total: 12, fields: ['answer', 'id', 'question'], firstTitle: '신학을 처음 공부하는데 지원할 수 있나요?' },
]

const join = (path: string, query: string) => path + (path.includes('?') ? '&' : '?') + query
const titleOf = (item: Post | Counselling) => ('title' in item ? item.title : item.question)

describe.each(FAMILIES)('GET $path', ({ path, perPage, total, fields, firstTitle }) => {
  const lastPage = Math.ceil(total / perPage)

  it(`returns ${perPage} per page, newest first, with exact fields`, async () => {
    const { status, body } = await get<PageEnvelope<Post | Counselling>>(path)
    expect(status).toBe(200)
    expect(body.data).toHaveLength(perPage)
    expect(body.meta).toEqual({ current_page: 1, last_page: lastPage, per_page: perPage, total, from: 1, to: perPage })
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(fields)
    expect(titleOf(body.data[0])).toBe(firstTitle)
    expect(body.links.next).toBe(join(path, 'page=2'))
  })

  it('serves the last page partly filled and a page past the end empty', async () => {
    const last = await get<PageEnvelope<Post>>(join(path, `page=${lastPage}`))
    expect(last.body.data).toHaveLength(total - perPage * (lastPage - 1))
    expect(last.body.meta.to).toBe(total)
    const past = await get<PageEnvelope<Post>>(join(path, `page=${lastPage + 1}`))
    expect(past.status).toBe(200)
    expect(past.body.data).toEqual([])
    expect(past.body.meta).toEqual({ current_page: lastPage + 1, last_page: lastPage, per_page: perPage, total, from: null, to: null })
  })

  it.each(['abc', '-1', '%00', '99999999999999999999'])('never fails on page=%s', async (page) => {
    const { status, body } = await get<PageEnvelope<Post>>(join(path, `page=${page}`))
    expect(status).toBe(200)
    expect(body.meta.current_page).toBe(1)
  })
})

describe('list specifics', () => {
  it('gives seminars a preview image and HTML content with the video kept', async () => {
    const { body } = await get<PageEnvelope<OfflineSeminar>>('/api/offline-seminars?content=true&locale=en')
    expect(body.data[0].title).toBe('Preaching workshop')
    expect(body.data[0].preview_image).toMatch(/^\/media\/seminar-1-800x\d+\.webp$/)
    expect(body.data[0].content).toContain('<video src="/media/sample-lecture.mp4" controls controlslist="nodownload" preload="none"></video>')
  })

  it('links each download to its real file, saved under the post’s title, Korean included (RFC 6266)', async () => {
    const { body } = await get<PageEnvelope<Download>>('/api/downloads')
    expect(body.data[0].file_path).toBe(`/files/download-01.pdf/${encodeURIComponent('입학 원서 양식.pdf')}`)
    const file = await get<string>(body.data[0].file_path)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename=download-01.pdf; filename*=UTF-8''${encodeURIComponent('입학 원서 양식.pdf')}`)
    expect(file.body.startsWith('%PDF-1.4')).toBe(true)
    const english = await get<PageEnvelope<Download>>('/api/downloads?locale=en')
    expect(decodeURIComponent(english.body.data[0].file_path.split('/').pop()!)).toMatch(/^[\x20-\x7e]+\.pdf$/)
  })

  it('keeps the stored file’s extension and refuses files that are not public documents', async () => {
    const renamed = await get<string>(`/files/download-01.pdf/${encodeURIComponent('x.exe')}`)
    expect(renamed.headers.get('content-disposition')).toContain('filename=x.exe.pdf')
    expect((await get<{ message?: string }>('/files/missing.pdf/a.pdf')).body.message).toBeTruthy()
    for (const path of ['/files/missing.pdf/a.pdf', '/files/..%2Fsite.db/a.pdf', '/files/%2E%2E/a.pdf', `/files/download-01.pdf/${encodeURIComponent('a\r\nSet-Cookie: x=1')}`]) {
      const reply = await get(path)
      expect([path, [200, 400, 404].includes(reply.status), reply.headers.get('set-cookie')]).toEqual([path, true, null])
    }
  })

  it('translates counselling questions and answers', async () => {
    const { body } = await get<PageEnvelope<Counselling>>('/api/admission-counselling?locale=en')
    expect(body.data[0]).toEqual({ id: expect.any(Number), question: 'Can I apply if I have never studied theology?', answer: '<p>Yes. The regular course is open whatever your previous studies.</p>' })
  })
})
