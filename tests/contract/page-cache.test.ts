import { startSite, stopSite } from '../setup/site-server'
import { call, get, updateAsAdmin } from './client'

/** A site started on another database shares the build folder, where rendered pages are cached. */
jest.setTimeout(180_000)

const NEWS_PAGE = '/news/announcement/news-01'
const title = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

it('two sites started from one build folder on different databases each serve their own pages, never the other\'s', async () => {
  const found = await call<{ docs: { id: number; title: string }[] }>('/cms-api/news?where[slug][equals]=news-01&depth=0&locale=ko')
  const [news] = found.body.docs
  const edited = `${news.title} (edited)`
  // Another site on its own SQLite database, whatever database this run's main site uses, started after this
  // site has rendered pages and running while this site renders an edit.
  const other = await startSite(undefined, { DATABASE_URL: '' })
  try {
    await updateAsAdmin('news', news.id, { title: edited })
    expect(title((await get<string>(NEWS_PAGE)).body)).toBe(edited)
    const page = await fetch(other.baseUrl + NEWS_PAGE)
    expect(page.status).toBe(200)
    expect(title(await page.text())).toBe(news.title)
  } finally {
    await updateAsAdmin('news', news.id, { title: news.title })
    await stopSite(other)
  }
})

it('answers a load balancer’s health check without naming anything of the setup', async () => {
  const reply = await get('/api/health')
  expect(reply.status).toBe(200)
  expect(reply.headers.get('cache-control')).toBe('no-store')
  expect(reply.body).toEqual({ status: 'ok', database: 'ok', redis: 'off', storage: 'disk' })
})
