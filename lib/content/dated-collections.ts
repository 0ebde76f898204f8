/** The collections whose documents appear at their 게시일 (publishedAt), even when published earlier. */
export const DATED_COLLECTIONS = ['news', 'weekly-news', 'article-publications'] as const
export type DatedCollection = (typeof DATED_COLLECTIONS)[number]
