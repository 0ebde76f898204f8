import { postCollection } from './shared/post-collection'

export const WeeklyNews = postCollection({
  slug: 'weekly-news',
  singular: { ko: '주간 소식', en: 'Weekly news' },
  plural: { ko: '주간 소식', en: 'Weekly news' },
  tag: 'weekly-news',
  drafts: true,
})
