import { gzipSync } from 'node:zlib'

import { get } from './client'

/**
 * A cached page costs its server and nginx in proportion to its bytes (docs/performance.md): these keep what was cut
 * out of every page from coming back. Sizes, not timings: they hold on any machine.
 */
// Measured 82.3, 13.4 and 51.8 KB (2026-11-27), with room for a few more links or lines of text.
const HTML_KB = 86
const GZIP_KB = 14.5
const FLIGHT_KB = 55

/** The flight data scripts of a page's HTML, joined (as scripts/bench/page-sizes.mjs reads them). */
const flightData = (html: string) => [...html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('')

const kb = (text: string) => Buffer.byteLength(text) / 1024
const gzipKb = (text: string) => gzipSync(text).length / 1024

async function newsPage() {
  const list = await get<{ data: { slug: string }[] }>('/api/news?per_page=1')
  return (await get<string>(`/news/announcement/${list.body.data[0].slug}`)).body
}

describe('the bytes of a page', () => {
  it('keeps a news page under its budget, in HTML, gzip and flight data', async () => {
    const html = await newsPage()
    expect({ html: kb(html) < HTML_KB, gzip: gzipKb(html) < GZIP_KB, flight: kb(flightData(html)) < FLIGHT_KB }).toEqual({ html: true, gzip: true, flight: true })
  })

  // A client component's props are serialized into the flight data of every page that renders it.
  it('gives the phone menu the names and addresses of the menus, no ids', async () => {
    const flight = flightData((await get<string>('/')).body)
    expect(flight).toContain('\\"sub_menus\\":[{\\"name\\":')
    expect(flight).not.toMatch(/sub_menus\\":\[\{\\"id\\"/)
  })

  // Payload's admin asks for the colour-scheme hint; on a public page Critical-CH made Chromium request it twice.
  it('asks no client hints on public pages', async () => {
    for (const path of ['/', '/en/faq']) {
      const reply = await get(path)
      expect([path, reply.headers.get('critical-ch'), reply.headers.get('accept-ch')]).toEqual([path, null, null])
    }
  })

  it('lists no width in a thumbnail’s srcset past the first that holds the whole 400-pixel picture', async () => {
    const galleries = await get<{ data: { slug: string }[] }>('/api/galleries')
    const html = (await get<string>(`/community/gallery/${galleries.body.data[0].slug}`)).body
    const widths = [...html.matchAll(/&amp;w=(\d+)&amp;q=75 (\d+)w/g)].map((match) => Number(match[2]))
    expect(widths.length).toBeGreaterThan(4)
    expect(Math.max(...widths)).toBeLessThanOrEqual(640)
  })
})
