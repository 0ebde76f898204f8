import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { ItemEnvelope, NewsItem } from '@/lib/api/types'

import { call, createAsAdmin, deleteAsAdmin, freshAddress, get, loginAsAdmin, paragraphText, server } from './client'
import { TEST_PROFESSOR } from '../setup/server-info'

/** The cookies a response sets, as a Cookie header. */
const cookiesOf = (headers: Headers) =>
  (headers as unknown as { getSetCookie(): string[] })
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

const previewLink = (cookie: string) => decodeURIComponent(/site-preview-link=([^;]+)/.exec(cookie)?.[1] ?? '')

/** A link token signed as the site signs them (lib/preview/link.ts), here with an end already past. */
function expiredToken(id: number): string {
  const secret = process.env.PAYLOAD_SECRET ?? (JSON.parse(fs.readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8')) as { payloadSecret: string }).payloadSecret
  const payload = `news.${id}.ko.${Date.now() - 1000}`
  return `${payload}.${crypto.createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url')}`
}

describe('preview of a draft (미리보기)', () => {
  const title = '미리보기 초안 공지'
  const slug = 'preview-draft'
  let draft: { id: number }

  beforeAll(async () => {
    draft = await createAsAdmin('news', { slug, title, cover: 2, content: paragraphText(title), publishedAt: new Date().toISOString(), _status: 'draft' })
  })
  afterAll(() => deleteAsAdmin('news', draft.id))

  it('shows staff the draft on its real page, in Korean and in English, and the public nothing', async () => {
    for (const [locale, address] of [
      ['ko', `/news/announcement/${slug}`],
      ['en', `/en/news/announcement/${slug}`],
    ]) {
      const opened = await call(`/admin/preview?collection=news&id=${draft.id}&locale=${locale}`, { token: await loginAsAdmin() })
      expect(opened.status).toBe(307)
      expect(opened.headers.get('location')).toBe(address)
      const cookie = cookiesOf(opened.headers)
      expect(cookie).toContain('__prerender_bypass=')
      const page = await get<string>(address, { cookie })
      expect(page.status).toBe(200)
      expect(page.body).toContain(title)
      expect(page.body).toContain('data-preview-bar')
      expect(page.headers.get('cache-control')).toMatch(/no-store|private/)
      // The public, at the same time, gets no draft (and no cached copy of the preview).
      expect((await get(address)).status).toBe(404)
      expect((await get<ItemEnvelope<NewsItem>>(`/api/news/${slug}`)).status).toBe(404)
    }
  })

  it('refuses visitors and signed-in accounts that are not staff', async () => {
    expect((await call(`/admin/preview?collection=news&id=${draft.id}&locale=ko`)).status).toBe(403)
    const professor = await call<{ token: string }>('/cms-api/users/login', { method: 'POST', body: TEST_PROFESSOR })
    expect(professor.status).toBe(200)
    const refused = await call(`/admin/preview?collection=news&id=${draft.id}&locale=ko`, { token: professor.body.token })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('set-cookie')).toBeNull()
  })

  it('refuses an admin account still without its second factor, signed in with the password alone', async () => {
    const email = `preview-no-second-factor-${Date.now()}@example.com`
    const password = 'preview-enrolling-1'
    const admin = await createAsAdmin('users', { name: '미리보기 관리자', email, password, type: 'admin', state: 'active' })
    try {
      const signedIn = await call<{ token: string }>('/cms-api/users/login', { method: 'POST', from: freshAddress(), body: { email, password } })
      expect(signedIn.status).toBe(200)
      const refused = await call<string>(`/admin/preview?collection=news&id=${draft.id}&locale=ko`, { token: signedIn.body.token })
      expect(refused.status).toBe(403)
      expect(refused.body).toContain('미리보기는')
      expect(refused.headers.get('set-cookie')).toBeNull()
    } finally {
      await deleteAsAdmin('users', admin.id)
    }
  })

  it('gives staff a link a colleague opens without signing in, and refuses an altered or expired one', async () => {
    const opened = await call(`/admin/preview?collection=news&id=${draft.id}&locale=ko`, { token: await loginAsAdmin() })
    const token = previewLink(cookiesOf(opened.headers))
    expect(token).not.toBe('')
    const colleague = await call(`/admin/preview?token=${encodeURIComponent(token)}`)
    expect(colleague.status).toBe(307)
    const page = await get<string>(colleague.headers.get('location')!, { cookie: cookiesOf(colleague.headers) })
    expect(page.body).toContain(title)
    const altered = token.replace(`.${draft.id}.`, `.${draft.id + 1}.`)
    expect((await call(`/admin/preview?token=${encodeURIComponent(altered)}`)).status).toBe(403)
    const expired = await call<string>(`/admin/preview?token=${encodeURIComponent(expiredToken(draft.id))}`)
    expect(expired.status).toBe(403)
    expect(expired.body).toContain('만료')
    expect(expired.headers.get('set-cookie')).toBeNull()
  })

  it('shows the previewed document only: another draft stays out of its page and of the list, for staff and colleague alike', async () => {
    const otherTitle = '미리보기 다른 초안'
    const other = await createAsAdmin('news', { slug: 'preview-other', title: otherTitle, cover: 2, content: paragraphText(otherTitle), publishedAt: new Date().toISOString(), _status: 'draft' })
    try {
      const opened = await call(`/admin/preview?collection=news&id=${draft.id}&locale=ko`, { token: await loginAsAdmin() })
      const colleague = await call(`/admin/preview?token=${encodeURIComponent(previewLink(cookiesOf(opened.headers)))}`)
      for (const cookie of [cookiesOf(opened.headers), cookiesOf(colleague.headers)]) {
        expect((await get<string>(`/news/announcement/${slug}`, { cookie })).body).toContain(title)
        // The not-found page (a preview renders as it streams, so with status 200), not the other draft.
        expect((await get<string>('/news/announcement/preview-other', { cookie })).body).not.toContain(otherTitle)
        const list = await get<string>('/news/announcement', { cookie })
        expect(list.body).toContain(title)
        expect(list.body).not.toContain(otherTitle)
      }
    } finally {
      await deleteAsAdmin('news', other.id)
    }
  })

  it('opens a board post at its place in the board as the preview shows it, not counting posts the public does not see', async () => {
    const now = Date.now()
    const ahead = await createAsAdmin('weekly-news', { title: '미리보기 예정 소식', content: paragraphText('예정'), publishedAt: new Date(now + 86_400_000).toISOString(), visible: true, _status: 'published' })
    const draftPost = await createAsAdmin('weekly-news', { title: '미리보기 주간 초안', content: paragraphText('초안'), publishedAt: new Date(now + 60_000).toISOString(), visible: true, _status: 'draft' })
    try {
      const opened = await call(`/admin/preview?collection=weekly-news&id=${draftPost.id}&locale=ko`, { token: await loginAsAdmin() })
      expect(opened.status).toBe(307)
      // Newest first: the draft heads the board as previewed; the post dated tomorrow is not on it.
      expect(opened.headers.get('location')).toBe('/news/weekly-news/0')
    } finally {
      await deleteAsAdmin('weekly-news', ahead.id)
      await deleteAsAdmin('weekly-news', draftPost.id)
    }
  })

  it('ends a preview on request', async () => {
    const opened = await call(`/admin/preview?collection=news&id=${draft.id}&locale=ko`, { token: await loginAsAdmin() })
    const ended = await call('/admin/preview?exit=1&to=/', { cookie: cookiesOf(opened.headers) })
    expect(ended.status).toBe(307)
    expect(ended.headers.get('location')).toBe('/')
    expect(cookiesOf(ended.headers)).toMatch(/__prerender_bypass=;|__prerender_bypass=$/)
  })

  it('sends an ended preview back to a path of this site only', async () => {
    for (const to of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example/']) {
      const ended = await call(`/admin/preview?exit=1&to=${encodeURIComponent(to)}`)
      expect(ended.status).toBe(307)
      expect(ended.headers.get('location')).toBe('/')
    }
    expect((await call('/admin/preview?exit=1&to=%2Fen%2Fnews%3Fpage%3D2')).headers.get('location')).toBe('/en/news?page=2')
  })
})
