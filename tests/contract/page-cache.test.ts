import { call, loginAsAdmin, updateAsAdmin } from './client'

type NewsDoc = { id: number; title: string }

async function newsDoc(slug: string): Promise<NewsDoc> {
  const reply = await call<{ docs: NewsDoc[] }>(`/cms-api/news?where[slug][equals]=${slug}&locale=ko&depth=0`, { token: await loginAsAdmin() })
  return reply.body.docs[0]
}

async function pageHtml(path: string) {
  const reply = await call<string>(path)
  expect(reply.status).toBe(200)
  return reply.body
}

describe('server-rendered pages and admin edits', () => {
  it('serves a cached news page and shows an admin edit on the next request, in the edited language only', async () => {
    const doc = await newsDoc('news-05')
    const path = '/news/announcement/news-05'
    expect(await pageHtml(path)).toContain(doc.title)
    const edited = `${doc.title} (수정됨)`
    await updateAsAdmin('news', doc.id, { title: edited }, 'ko')
    try {
      expect(await pageHtml(path)).toContain(edited)
      expect(await pageHtml('/news/announcement')).toContain(edited)
      expect(await pageHtml(`/en${path}`)).not.toContain(edited)
    } finally {
      await updateAsAdmin('news', doc.id, { title: doc.title }, 'ko')
    }
    expect(await pageHtml(path)).not.toContain(edited)
  })
})
