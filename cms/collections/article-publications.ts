import { postCollection } from './shared/post-collection'

export const ArticlePublications = postCollection({
  slug: 'article-publications',
  singular: { ko: '기사·홍보', en: 'Article' },
  plural: { ko: '기사·홍보', en: 'Articles' },
  tag: 'article-publications',
  drafts: true,
})
