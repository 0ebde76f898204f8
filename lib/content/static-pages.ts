import type { Locale, StaticPage } from '../api/types'
import { cachedRead } from './cached'
import { pickText, type Localized } from './localize'
import { pickHtml } from './rich-text-html'
import { findPublic } from './query'
import { TAGS } from './tags'

type StaticPageDoc = { title: Localized<string>; content: Localized<never> }

export const getStaticPage = cachedRead('static-page', [TAGS.staticPages], async (slug: string, locale: Locale): Promise<StaticPage | null> => {
  const result = await findPublic('static-pages', { where: { slug: { equals: slug } }, limit: 1 })
  const doc = result.docs[0] as unknown as StaticPageDoc | undefined
  return doc ? { title: pickText(doc.title, locale), content: pickHtml(doc.content, locale) } : null
})

/** Slugs of the visible static pages (for the sitemap). */
export const getStaticPageSlugs = cachedRead('static-page-slugs', [TAGS.staticPages], async (): Promise<string[]> => {
  const result = await findPublic('static-pages', { sort: 'slug', depth: 0 })
  return result.docs.map((doc) => String(doc.slug))
})
