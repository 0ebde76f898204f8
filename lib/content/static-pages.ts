import type { Locale, StaticPage } from '../api/types'
import { cachedRead } from './cached'
import { pickText } from './localize'
import { pickHtml } from './rich-text-html'
import { findPublic } from './query'
import { TAGS } from './tags'


export const getStaticPage = cachedRead('static-page', [TAGS.staticPages], async (slug: string, locale: Locale): Promise<StaticPage | null> => {
  const result = await findPublic<'static-pages', 'title' | 'content'>('static-pages', { where: { slug: { equals: slug } }, limit: 1 })
  const doc = result.docs[0]
  return doc ? { title: pickText(doc.title, locale), content: pickHtml(doc.content, locale) } : null
})

/** Slugs of the visible static pages (for the sitemap). */
export const getStaticPageSlugs = cachedRead('static-page-slugs', [TAGS.staticPages], async (): Promise<string[]> => {
  const result = await findPublic('static-pages', { sort: 'slug', depth: 0 })
  return result.docs.map((doc) => String(doc.slug))
})
