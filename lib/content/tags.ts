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
