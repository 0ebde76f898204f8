import http from 'node:http'

import type { ServerInfo } from '../setup/server-info'
import { startSite, stopSite } from '../setup/site-server'

/**
 * Every redirect the site makes answers with one Location header, also to the first visitors of an address arriving
 * together on a freshly started site. A redirect thrown while Next.js renders a page it caches (ISR) goes out with its
 * Location twice to the request that rendered it (vercel/next.js#82117), which clients join into
 * `/community/gallery/x, /community/gallery/x`: a 404; upstream-workarounds/next/requests.mjs keeps it single.
 */
jest.setTimeout(240_000)

// On a SQLite site of its own whatever the run's database: once, in the SQLite run.
const describeOnce = process.env.TEST_DATABASE === 'postgres' ? describe.skip : describe

const AT_ONCE = 6

type Answer = { status: number; locations: string[] }

/** One GET with the response's raw header lines, which fetch would have joined. */
function rawGet(baseUrl: string, path: string, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(baseUrl + path, { headers: cookie ? { cookie } : {} }, (response) => {
      const locations = response.rawHeaders.flatMap((name, index) => (index % 2 === 0 && name.toLowerCase() === 'location' ? [response.rawHeaders[index + 1]] : []))
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, locations }))
    })
    request.on('error', reject)
  })
}

/** The path and query a Location names (Next.js writes some as absolute URLs). */
const pathOf = (location: string) => {
  const url = new URL(location, 'http://site')
  return url.pathname + url.search
}

describeOnce('redirects to the first visitors arriving together', () => {
  let site: ServerInfo

  beforeAll(async () => {
    // A site of its own on SQLite: the contract run's site has rendered these addresses before (other files ask for them).
    site = await startSite(undefined, { DATABASE_URL: '' })
  })

  afterAll(async () => {
    if (site) await stopSite(site)
  })

  it('answers the first visitors of every kind of redirect, arriving together, with one Location each', async () => {
    const galleries = (await (await fetch(`${site.baseUrl}/api/galleries`)).json()) as { data: { id: number; slug: string }[] }
    expect(galleries.data.length).toBeGreaterThan(1)
    const english = 'NEXT_LOCALE=en'
    // [address, cookie, status, where it leads]
    const redirects: [string, string | undefined, number, string][] = [
      // A gallery by its id (the old site's address and the contract's), in both languages.
      ...galleries.data.flatMap(({ id, slug }): [string, undefined, number, string][] => [
        [`/community/gallery/${id}`, undefined, 308, `/community/gallery/${slug}`],
        [`/en/community/gallery/${id}`, undefined, 308, `/en/community/gallery/${slug}`],
      ]),
      // The language switch's cookie, on a page, a list's later page and the home page.
      ['/faq', english, 307, '/en/faq'],
      ['/news/announcement?page=2', english, 307, '/en/news/announcement?page=2'],
      ['/', english, 307, '/en'],
      // The default language's prefix, on a page and a list's later page.
      ['/ko/faq', undefined, 307, '/faq'],
      ['/ko/news/announcement?page=2', undefined, 307, '/news/announcement?page=2'],
      // A trailing slash, and a dashboard asked for signed out.
      ['/news/announcement/', undefined, 308, '/news/announcement'],
      ['/student', undefined, 307, '/login'],
    ]
    const answers = await Promise.all(
      redirects.map(async ([path, cookie, status, target]) => {
        const replies = await Promise.all(Array.from({ length: AT_ONCE }, () => rawGet(site.baseUrl, path, cookie)))
        return { expected: [path, status, [target]], got: replies.map((reply) => [path, reply.status, reply.locations.map(pathOf)]) }
      }),
    )
    for (const { expected, got } of answers) expect(got).toEqual(got.map(() => expected))
  })

  it('still shows a gallery at its own address, and a missing id is a 404', async () => {
    const galleries = (await (await fetch(`${site.baseUrl}/api/galleries`)).json()) as { data: { id: number; slug: string }[] }
    const { slug } = galleries.data[0]
    const shown = await Promise.all(Array.from({ length: AT_ONCE }, () => rawGet(site.baseUrl, `/community/gallery/${slug}`)))
    expect(shown.map((reply) => [reply.status, reply.locations])).toEqual(shown.map(() => [200, []]))
    expect((await rawGet(site.baseUrl, '/community/gallery/999999')).status).toBe(404)
  })
})
