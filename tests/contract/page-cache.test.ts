import { startSite, stopSite } from '../setup/site-server'
import { call, get, updateAsAdmin } from './client'

/** A site started on another database shares the build folder, where rendered pages are cached. */
jest.setTimeout(180_000)

const NEWS_PAGE = '/news/announcement/news-01'
const title = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

it('a site started on a fresh database serves its own content, never pages an earlier site rendered', async () => {
  const found = await call<{ docs: { id: number; title: string }[] }>('/cms-api/news?where[slug][equals]=news-01&depth=0&locale=ko')
  const [news] = found.body.docs
  const edited = `${news.title} (edited)`
  await updateAsAdmin('news', news.id, { title: edited })
  try {
    expect(title((await get<string>(NEWS_PAGE)).body)).toBe(edited)
    // Another site on its own SQLite database, whatever database this run's main site uses.
    const other = await startSite(undefined, { DATABASE_URL: '' })
    try {
      const page = await fetch(other.baseUrl + NEWS_PAGE)
      expect(page.status).toBe(200)
      expect(title(await page.text())).toBe(news.title)
    } finally {
      await stopSite(other)
    }
  } finally {
    await updateAsAdmin('news', news.id, { title: news.title })
  }
})
