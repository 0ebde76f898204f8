import http from 'node:http'
import { gunzipSync } from 'node:zlib'

import { get, server } from './client'

/** The raw bytes and headers of an answer, as the socket carried them (fetch would decode them). */
function raw(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; bytes: Buffer; encoding: string | undefined; vary: string | undefined }>((resolve, reject) => {
    http
      .get(new URL(path, server.baseUrl), { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode!, bytes: Buffer.concat(chunks), encoding: response.headers['content-encoding'], vary: response.headers.vary }))
      })
      .on('error', reject)
  })
}

/**
 * What `npm start` alone sends: Next.js's own gzip (next.config's `compress`). Brotli, and compressing once for many
 * visitors, are nginx's work in production (tests/contract/nginx.test.ts).
 */
describe('answers of the site without a proxy in front', () => {
  it.each(['/', '/en/news/announcement', '/api/news'])('%s is gzip for a browser, the same text as uncompressed', async (path) => {
    const plain = await raw(path, 'identity')
    expect([plain.status, plain.encoding]).toEqual([200, undefined])
    const compressed = await raw(path, 'gzip, deflate, br, zstd')
    expect([compressed.status, compressed.encoding]).toEqual([200, 'gzip'])
    expect(compressed.vary).toMatch(/accept-encoding/i)
    expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 2)
    // The home page renders anew every minute; the two copies may be a render apart.
    if (path !== '/') expect(gunzipSync(compressed.bytes).equals(plain.bytes)).toBe(true)
  })

  it('leaves images as they are: they are compressed already', async () => {
    const news = await get<{ data: { cover: string }[] }>('/api/news?per_page=1')
    const reply = await raw(news.body.data[0].cover, 'gzip')
    expect(reply.status).toBe(200)
    expect(reply.encoding).toBeUndefined()
  })
})
