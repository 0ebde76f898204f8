/** Cache tags: one per kind of content, shared by the reads and the admin hooks that invalidate them. */
export const TAGS = {
  menus: 'menus',
  pages: 'pages',
  staticPages: 'static-pages',
  settings: 'settings',
  consentNotices: 'consent-notices',
  news: 'news',
  offlineSeminars: 'offline-seminars',
  weeklyNews: 'weekly-news',
  articlePublications: 'article-publications',
  downloads: 'downloads',
  admissionCounselling: 'admission-counselling',
  tabItems: 'tab-items',
  professors: 'professors',
  faqs: 'faqs',
  galleries: 'galleries',
  sampleLectures: 'sample-lectures',
  popups: 'popups',
  socials: 'socials',
  footerBanners: 'footer-banners',
  departments: 'departments',
  admissionRounds: 'admission-rounds',
  statistics: 'statistics',
  academicEvents: 'academic-events',
  captions: 'captions',
} as const

export type CacheTag = (typeof TAGS)[keyof typeof TAGS]

/**
 * The `cacheLife` of a read that changes only when edited: no end in time, the entry lasts until one of its tags is
 * revalidated (the admin hooks). Without it a `'use cache'` entry would take Next.js's default profile (15 minutes),
 * and with it every page that uses the read.
 */
export const UNTIL_EDITED = { revalidate: Infinity, expire: Infinity }
