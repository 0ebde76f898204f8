import { call, get } from './client'

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
