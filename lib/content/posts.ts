import type { Download, Locale, Paginated, Post } from '../api/types'
import { cachedRead } from './cached'
import { englishListing, titleLanguage } from './english-listing'
import { pickText } from './localize'
import { fileDownloadUrl } from './media'
import { toPage } from './pagination'
import { findPublic, type PublicDoc } from './query'
import { pickHtml } from './rich-text-html'
import { TAGS, type CacheTag } from './tags'

export const POSTS_PER_PAGE = 10

type PostCollection = 'weekly-news' | 'article-publications' | 'downloads'
type PostDoc = PublicDoc<PostCollection, 'title' | 'content'> & { file?: unknown }

const toPost = (doc: PostDoc, locale: Locale): Post => ({
  id: doc.id,
  title: pickText(doc.title, locale),
  content: pickHtml(doc.content, locale),
  ...titleLanguage(doc.title, locale),
})

/** A cached reader of one dated board, newest first, POSTS_PER_PAGE a page. */
function postsPageReader<T>(collection: PostCollection, tag: CacheTag, reshape: (doc: PostDoc, locale: Locale) => T) {
  const read = async (page: number, locale: Locale): Promise<Paginated<T>> => {
    const result = await findPublic<PostCollection, 'title' | 'content'>(collection, { where: englishListing(locale), sort: '-publishedAt', page, limit: POSTS_PER_PAGE })
    return toPage(result.docs.map((doc) => reshape(doc, locale)), page, POSTS_PER_PAGE, result.totalDocs)
  }
  return cachedRead(`${collection}-page`, [tag], read, collection === 'downloads' ? {} : { datedBy: [collection] })
}

export const getWeeklyNewsPage = postsPageReader('weekly-news', TAGS.weeklyNews, toPost)

export const getArticlesPage = postsPageReader('article-publications', TAGS.articlePublications, toPost)

export const getDownloadsPage = postsPageReader('downloads', TAGS.downloads, (doc, locale): Download => {
  const post = toPost(doc, locale)
  return { ...post, file_path: fileDownloadUrl(doc.file, post.title) }
})
