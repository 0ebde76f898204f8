import fs from 'node:fs'
import zlib from 'node:zlib'

import type { RequestInit } from 'undici'

import { call, createAsAdmin, deleteAsAdmin, fetchFrom, freshAddress, loginAsAdmin, paragraphText, server } from './client'
import { decide, findAsAdmin, openDepartmentId, PNG, register, registerValid, removeRegistrations, validForm } from './registration-helpers'

/** Bad bodies, odd addresses and odd values: each gets a clear 4xx in the caller's language and changes nothing. */
jest.setTimeout(120_000)

const SCRIPT = { 'x-requested-with': 'XMLHttpRequest' }

/** A body of `bytes` sent in chunks without a Content-Length, so only reading it as a stream can refuse it in time. */
function streamedBody(bytes: number): NonNullable<RequestInit['body']> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      sent += chunk.length
      controller.enqueue(chunk)
    },
  })
  return stream as unknown as NonNullable<RequestInit['body']>
}

describe('bodies over the limit', () => {
  const jsonCalls = ['/api/set-locale', '/api/contact/us', '/api/login', '/api/logout']

  it.each(jsonCalls)('%s refuses a 1 MB JSON body with 413 in the caller’s language', async (path) => {
    const body = JSON.stringify({ lang: 'en', padding: 'x'.repeat(1024 * 1024) })
    const ko = await fetchFrom(freshAddress(), `${server.baseUrl}${path}`, { method: 'POST', headers: { ...SCRIPT, 'content-type': 'application/json' }, body })
    expect(ko.status).toBe(413)
    expect(await ko.json()).toEqual({ message: '요청 본문이 너무 큽니다.' })
    const en = await fetchFrom(freshAddress(), `${server.baseUrl}${path}?locale=en`, { method: 'POST', headers: { ...SCRIPT, 'content-type': 'application/json' }, body })
    expect(await en.json()).toEqual({ message: 'The request is too large.' })
  })

  it.each(jsonCalls)('%s refuses a streamed 50 MB body before reading it all', async (path) => {
    const reply = await fetchFrom(freshAddress(), `${server.baseUrl}${path}`, { method: 'POST', headers: { ...SCRIPT, 'content-type': 'application/json' }, body: streamedBody(50 * 1024 * 1024), duplex: 'half' })
    expect(reply.status).toBe(413)
  })

  it('Payload’s API refuses a 3 MB JSON document with 413, and its sign-in a large body too', async () => {
    const token = await loginAsAdmin()
    const reply = await call<{ errors: { message: string }[] }>('/cms-api/faqs', { method: 'POST', token, body: { question: 'x'.repeat(3 * 1024 * 1024) } })
    expect(reply.status).toBe(413)
    expect(reply.body.errors[0].message).toBe('요청 본문이 너무 큽니다.')
    const login = await call('/cms-api/users/login', { method: 'POST', body: { email: 'a@example.com', password: 'x'.repeat(3 * 1024 * 1024) }, from: freshAddress() })
    expect(login.status).toBe(413)
  })
})

describe('odd addresses', () => {
  const ODD = [
    '/%ff',
    '/en/%ff',
    '/news/announcement/%ff',
    '/%c0%ae%c0%ae',
    '/media/missing-file.png',
    '/files/missing-file.pdf',
    '/media/..%2f..%2fsecrets.json',
    '/cms-api/news/abc',
    '/cms-api/news/0x10',
    '/cms-api/news/1e3',
    '/cms-api/news/versions/abc',
    '/cms-api/news?limit=-1&page=-5',
    '/cms-api/news?limit=abc',
    '/cms-api/news?depth=99',
    '/cms-api/news?page=0',
    '/cms-api/no-such-collection',
    '/cms-api/news?where[id][equals]=abc',
    '/cms-api/news?where[publishedAt][greater_than]=junk',
    '/cms-api/news?where[nope][equals]=1',
    '/cms-api/news?sort=nope',
    '/cms-api/payload-migrations',
    '/api/news/%ff',
    '/api/galleries/abc',
    '/api/applications/files/abc',
    '/api/pages/%ff/%ff',
  ]

  it.each(ODD)('%s never answers 5xx', async (path) => {
    const reply = await call(path)
    expect(reply.status).toBeLessThan(500)
  })

  it.each(['/%ff', '/api/news/%ff', '/media/missing-file.png', '/files/missing-file.pdf', '/cms-api/news/abc', '/cms-api/news/0x10', '/cms-api/no-such-collection'])(
    '%s names nothing: 400 or 404',
    async (path) => expect([400, 404]).toContain((await call(path)).status),
  )

  it('a malformed multipart upload to /cms-api/media is a 400, not a 500', async () => {
    const token = await loginAsAdmin()
    const broken = await fetchFrom(undefined, `${server.baseUrl}/cms-api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    })
    expect(broken.status).toBeGreaterThanOrEqual(400)
    expect(broken.status).toBeLessThan(500)
  })

  it('approves nothing for an id that is not a plain integer (0x10 is not 16)', async () => {
    const token = await loginAsAdmin()
    for (const id of ['0x10', '1e1', '016', '-1']) expect((await decide(id as unknown as number, 'approve', { token })).status).toBe(404)
  })
})

describe('forms posted to their pages', () => {
  // What a browser sends when a form is submitted before its page's scripts have run (components/forms/scripted-form.tsx).
  const FORM_PAGES = ['/login', '/en/login', '/forgot-password', '/reset-password?token=from-the-mail', '/student-registration/status', '/contact-us', '/student-registration']

  it.each(FORM_PAGES)('%s answers a posted form with the page itself, and never shows the fields back', async (path) => {
    const secret = `secret-${Date.now()}`
    const reply = await fetchFrom(freshAddress(), `${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'visitor@example.com', password: secret }).toString(),
    })
    expect(reply.status).toBe(200)
    const html = await reply.text()
    expect(html).toMatch(/<form[^>]*method="post"/)
    expect(html).not.toContain(secret)
  })

  // No form of ours posts multipart without its script; Next.js refuses one that names no server action (a 409
  // where the app had no server actions at all; Payload's admin has some).
  it.each(FORM_PAGES)('%s refuses a multipart post that is no server action with 400', async (path) => {
    const boundary = 'form-boundary'
    const body = `--${boundary}\r\ncontent-disposition: form-data; name="password"\r\n\r\nsecret-${Date.now()}\r\n--${boundary}--\r\n`
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` }
    const reply = await fetchFrom(freshAddress(), `${server.baseUrl}${path}`, { method: 'POST', headers, body })
    expect(reply.status).toBe(400)
  })
})

describe('odd values an admin may save', () => {
  let newsId = 0
  beforeAll(async () => {
    newsId = (await createAsAdmin('news', { title: '값 검사', slug: `odd-values-${Date.now()}`, cover: 2, content: paragraphText('본문'), publishedAt: new Date().toISOString(), _status: 'published' })).id
  })
  afterAll(() => deleteAsAdmin('news', newsId))

  it.each([
    [{ createdAt: 'junk' }, 'createdAt'],
    [{ updatedAt: '2026-13-45' }, 'updatedAt'],
    [{ publishedAt: 'yesterday' }, 'publishedAt'],
    [{ _status: 'weird' }, '_status'],
  ])('refuses %j with 400 naming the field, and saves nothing', async (data, field) => {
    const token = await loginAsAdmin()
    const before = await call<{ title: string; createdAt: string; _status: string }>(`/cms-api/news/${newsId}?depth=0`, { token })
    const reply = await call<{ errors: { message: string }[] }>(`/cms-api/news/${newsId}`, { method: 'PATCH', token, body: { ...data, title: '바뀌면 안 됨' } })
    expect(reply.status).toBe(400)
    expect(reply.body.errors[0].message).toContain(field)
    const after = await call<{ title: string; createdAt: string; _status: string }>(`/cms-api/news/${newsId}?depth=0`, { token })
    expect(after.body).toEqual(before.body)
    for (const page of ['/', '/api/news', '/news/announcement', '/en/news/announcement']) expect((await call(page)).status).toBe(200)
  })

  it.each([
    ['footer-banners', { link: 'javascript:alert(1)', image: 2 }],
    ['footer-banners', { link: ' JaVaScRiPt:alert(1)', image: 2 }],
    ['footer-banners', { link: 'data:text/html,<script>alert(1)</script>', image: 2 }],
    ['socials', { name: 'x', url: 'javascript:alert(1)', icon: 'youtube' }],
    ['socials', { name: 'x', url: '/relative-is-not-a-social-profile', icon: 'youtube' }],
  ])('refuses an unsafe link in %s', async (collection, data) => {
    const reply = await call(`/cms-api/${collection}`, { method: 'POST', token: await loginAsAdmin(), body: data })
    expect(reply.status).toBe(400)
  })

  it('refuses an unsafe home video address in the settings, and /api never serves one', async () => {
    const token = await loginAsAdmin()
    expect((await call('/cms-api/globals/settings', { method: 'POST', token, body: { homeVideoUrl: 'javascript:alert(1)' } })).status).toBe(400)
    for (const path of ['/api/settings', '/api/footer-top', '/api/socials']) expect(JSON.stringify((await call(path)).body)).not.toMatch(/javascript:|data:text/i)
  })
})

/** A 30000×30000 one-bit PNG: 109 KB on disk, 900 million pixels once decoded. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const side = 30_000
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([1, 0, 0, 0, 0], 8)
  const rows = zlib.deflateSync(Buffer.alloc((side / 8 + 1) * side), { level: 9 })
  return Buffer.concat([PNG.subarray(0, 8), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))])
}

describe('applications with odd content', () => {
  it.each([
    ['a decompression bomb', () => pngBomb()],
    ['a PNG header followed by junk', () => Buffer.concat([PNG.subarray(0, 33), Buffer.from('not an image at all, just text '.repeat(40))])],
  ])('refuses %s as the photo, and stores nothing', async (_name, photo) => {
    const email = `odd-photo-${Date.now()}@example.com`
    const form = validForm(email, await openDepartmentId())
    const reply = await register({ ...form, photo: { name: 'photo.png', bytes: photo(), type: 'image/png' } })
    expect(reply.status).toBe(422)
    expect(Object.keys((reply.body as unknown as { errors: Record<string, string[]> }).errors)).toEqual(['photo'])
    expect(await findAsAdmin('users', 'email', email)).toEqual([])
  })

  it('refuses NUL and other control characters with 422 naming the fields, and logs no personal data', async () => {
    const email = `control-${Date.now()}@example.com`
    const form = validForm(email, await openDepartmentId())
    const reply = await register({ ...form, name_hangul: '홍\u0000길동', address: '서울\u001b[31m', last_school_name: '학교\u0007' })
    expect(reply.status).toBe(422)
    const errors = (reply.body as unknown as { errors: Record<string, string[]> }).errors
    expect(Object.keys(errors).sort()).toEqual(['address', 'last_school_name', 'name_hangul'])
    expect(errors.name_hangul[0]).toMatch(/control characters/)
    expect(await findAsAdmin('users', 'email', email)).toEqual([])
  })
})

describe('the server’s log', () => {
  it('holds no applicant’s personal data, password or hash', () => {
    const log = fs.readFileSync(server.logFile, 'utf8')
    const form = validForm('x@example.com', 1)
    for (const secret of [form.citizenship_no, form.password, form.name_english, '"salt"', '"hash"', 'test-professor-password']) expect(log).not.toContain(secret)
  })
})

describe('data on disk', () => {
  it('is readable by the site’s own user only: the data folder, the database, applicants’ files', async () => {
    const email = `disk-${Date.now()}@example.com`
    await registerValid(email)
    const mode = (file: string) => fs.statSync(file).mode & 0o777
    expect(mode(server.dataDir)).toBe(0o700)
    const privateDir = `${server.dataDir}/private`
    expect(mode(privateDir)).toBe(0o700)
    const files = fs.readdirSync(privateDir)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(mode(`${privateDir}/${file}`)).toBe(0o600)
    if (server.database === 'sqlite') expect(mode(`${server.dataDir}/site.db`)).toBe(0o600)
    await removeRegistrations([email])
  })
})
