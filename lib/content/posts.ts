import type { Download, Locale, Paginated, Post } from '../api/types'
import { cachedRead } from './cached'
import { pickHtml, pickText, type Localized } from './localize'
import { fileDownloadUrl } from './media'
import { toPage } from './pagination'
import { findPublic } from './query'
import { TAGS } from './tags'

export const POSTS_PER_PAGE = 10

type PostDoc = { id: number; title: Localized<string>; content: Localized<never>; file?: unknown }

const toPost = (doc: PostDoc, locale: Locale): Post => ({ id: doc.id, title: pickText(doc.title, locale), content: pickHtml(doc.content, locale) })

async function postsPage(collection: 'weekly-news' | 'article-publications' | 'downloads', page: number) {
  const result = await findPublic(collection, { sort: '-publishedAt', page, limit: POSTS_PER_PAGE })
  return { docs: result.docs as unknown as PostDoc[], total: result.totalDocs }
}

export const getWeeklyNewsPage = cachedRead('weekly-news-page', [TAGS.weeklyNews], async (page: number, locale: Locale): Promise<Paginated<Post>> => {
  const { docs, total } = await postsPage('weekly-news', page)
  return toPage(docs.map((doc) => toPost(doc, locale)), page, POSTS_PER_PAGE, total)
})

export const getArticlesPage = cachedRead('articles-page', [TAGS.articlePublications], async (page: number, locale: Locale): Promise<Paginated<Post>> => {
  const { docs, total } = await postsPage('article-publications', page)
  return toPage(docs.map((doc) => toPost(doc, locale)), page, POSTS_PER_PAGE, total)
})

export const getDownloadsPage = cachedRead('downloads-page', [TAGS.downloads], async (page: number, locale: Locale): Promise<Paginated<Download>> => {
  const { docs, total } = await postsPage('downloads', page)
  return toPage(docs.map((doc) => ({ ...toPost(doc, locale), file_path: fileDownloadUrl(doc.file) })), page, POSTS_PER_PAGE, total)
})
