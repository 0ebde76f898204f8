import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { call, get, server } from './client'

/** Pages and API answers as scripts/server.mjs sends them: Brotli where the browser takes it, else gzip. */
describe('compressed answers', () => {
  let plainHome: string

  beforeAll(async () => {
    const home = await get<string>('/', { headers: { 'accept-encoding': 'identity' } })
    expect(home.headers.get('content-encoding')).toBeNull()
    plainHome = home.body
  })

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
  ])('with Accept-Encoding "%s" sends the page in %s', async (accepted, encoding) => {
    const reply = await call<string>('/', { headers: { 'accept-encoding': accepted } })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-encoding')).toBe(encoding)
    expect(reply.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(reply.body).toBe(plainHome)
  })

  it('sends the English page and an API answer in Brotli too', async () => {
    for (const path of ['/en/news/announcement', '/api/news']) {
      const reply = await call<unknown>(path, { headers: { 'accept-encoding': 'br, gzip' } })
      expect([path, reply.status, reply.headers.get('content-encoding')]).toEqual([path, 200, 'br'])
    }
  })

  it('leaves images as they are: they are compressed already', async () => {
    const news = await get<{ data: { cover: string }[] }>('/api/news?per_page=1')
    const reply = await call<string>(news.body.data[0].cover, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-encoding')).toBeNull()
  })
})

/** The raw bytes and headers of a page, as the socket carried them (fetch would decode them). */
function rawPage(path: string, acceptEncoding = 'identity') {
  return new Promise<{ bytes: Buffer; length: string | undefined; encoding: string | undefined; cache: string | undefined; vary: string | undefined }>((resolve, reject) => {
    http
      .get(new URL(path, server.baseUrl), { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            bytes: Buffer.concat(chunks),
            length: response.headers['content-length'],
            encoding: response.headers['content-encoding'],
            cache: response.headers['cache-control'],
            vary: response.headers.vary,
          }),
        )
      })
      .on('error', reject)
  })
}

/** The page in `coding` once the server sends its remembered copy (made in the background after the first request). */
async function rememberedCopy(path: string, coding: 'br' | 'gzip') {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const reply = await rawPage(path, coding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip')
    expect(reply.encoding).toBe(coding)
    if (reply.length !== undefined) return reply
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${path} was never sent as a remembered ${coding} copy`)
}

// scripts/lib/remembered-bodies.mjs sends the remembered bytes of a cached page's text instead of encoding and
// compressing it again on every request.
describe('cached pages sent again', () => {
  // Not the home page: it renders anew every minute, and a new rendering is another text.
  const PAGES = ['/department-guide/ministry-of-ministry', '/en/department-guide/ministry-of-ministry', '/news/announcement', '/en/news/announcement']

  it('are the same bytes each time, page by page, with their length', async () => {
    const first = new Map<string, Buffer>()
    for (const path of PAGES) first.set(path, (await rawPage(path)).bytes)
    for (const path of [...PAGES].reverse()) {
      const again = await rawPage(path)
      expect([path, again.cache]).toEqual([path, expect.stringContaining('s-maxage=')])
      expect([path, again.bytes.equals(first.get(path)!)]).toEqual([path, true])
      expect([path, Number(again.length)]).toEqual([path, again.bytes.length])
      expect(again.bytes.toString('utf8')).toContain(path.startsWith('/en') ? '<html lang="en"' : '<html lang="ko"')
    }
  })

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('are compressed once in %s and then sent whole, with their length, as the same page', async (coding, decompress) => {
    for (const path of ['/en/news/announcement', '/department-guide/ministry-of-ministry']) {
      const plain = (await rawPage(path)).bytes
      const remembered = await rememberedCopy(path, coding)
      expect(Number(remembered.length)).toBe(remembered.bytes.length)
      expect(remembered.vary).toMatch(/accept-encoding/i)
      expect([path, decompress(remembered.bytes).equals(plain)]).toEqual([path, true])
    }
  })

  it('leave personal answers alone: a search, never cached, is compressed as it is sent, every time', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const search = await rawPage('/search?q=%EC%8B%A0%ED%95%99', 'br')
      expect(search.cache).toMatch(/no-store/)
      expect(search.encoding).toBe('br')
      expect(search.length).toBeUndefined()
      expect(brotliDecompressSync(search.bytes).toString('utf8')).toContain('신학')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
})
