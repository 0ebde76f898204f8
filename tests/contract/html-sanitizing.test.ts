import type { ItemEnvelope, StaticPage } from '@/lib/api/types'

import { call, createAsAdmin, deleteAsAdmin, get, loginAsAdmin } from './client'

const text = (value: string) => ({ type: 'text', text: value, version: 1, format: 0, detail: 0, mode: 'normal', style: '' })
const element = (type: string, children: unknown[], extra = {}) => ({ type, children, version: 1, direction: 'ltr', format: '', indent: 0, ...extra })

const hostile = {
  root: element('root', [
    element('paragraph', [element('link', [text('click')], { fields: { url: 'javascript:alert(1)', linkType: 'custom', newTab: false } })]),
    {
      type: 'block',
      version: 2,
      format: '',
      fields: {
        id: 'hostile',
        blockName: '',
        blockType: 'htmlEmbed',
        html: '<p onclick="steal()">hello</p><script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example/"></iframe><iframe src="https://www.youtube.com/embed/abc"></iframe>',
      },
    },
  ]),
}

describe('HTML sanitizing', () => {
  it('cleans rich text on save and again on the way out', async () => {
    const page = await createAsAdmin<{ id: number; content: { root: { children: { children?: { fields?: { url?: string } }[]; fields?: { html?: string } }[] } } }>(
      'static-pages',
      { title: '위험한 페이지', slug: 'hostile-page', visible: true, content: hostile },
    )
    const stored = await call<typeof page>(`/cms-api/static-pages/${page.id}`, { token: await loginAsAdmin() })
    const [linkParagraph, embed] = stored.body.content.root.children
    expect(linkParagraph.children?.[0].fields?.url).toBe('#')
    expect(embed.fields?.html).toBe('<p>hello</p><img src="x" /><iframe src="https://www.youtube.com/embed/abc"></iframe>')

    const { body } = await get<ItemEnvelope<StaticPage>>('/api/static-page/hostile-page')
    expect(body.data.content).not.toMatch(/script|onerror|onclick|javascript:|evil\.example/)
    expect(body.data.content).toContain('<iframe src="https://www.youtube.com/embed/abc"></iframe>')
    await deleteAsAdmin('static-pages', page.id)
  })

  it('turns links staff choose into working addresses: typed ones as given, links to a document into its page in the page language', async () => {
    const { body: news } = await get<ItemEnvelope<{ slug: string }[]>>('/api/news?per_page=1')
    const [target] = news.data
    const { body: found } = await call<{ docs: { id: number }[] }>(`/cms-api/news?where[slug][equals]=${target.slug}&depth=0`, { token: await loginAsAdmin() })
    const linking = {
      root: element('root', [
        element('paragraph', [
          element('link', [text('apply')], { fields: { url: '/student-registration', linkType: 'custom', newTab: false } }),
          element('link', [text('news')], { fields: { linkType: 'internal', doc: { relationTo: 'news', value: found.docs[0].id }, newTab: false } }),
        ]),
      ]),
    }
    const page = await createAsAdmin('static-pages', { title: '링크 페이지', slug: 'linking-page', visible: true, content: linking })
    try {
      for (const [locale, prefix] of [['ko', ''], ['en', '/en']]) {
        const { body } = await get<ItemEnvelope<StaticPage>>(`/api/static-page/linking-page?locale=${locale}`)
        expect(body.data.content).toContain('<a href="/student-registration">apply</a>')
        expect(body.data.content).toContain(`<a href="${prefix}/news/announcement/${target.slug}">news</a>`)
      }
    } finally {
      await deleteAsAdmin('static-pages', page.id)
    }
  })
})
