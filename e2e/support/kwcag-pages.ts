/**
 * One address of every page type, as both languages show it (the Korean one unprefixed, the English one under /en):
 * what the KWCAG 2.2 suite (e2e/kwcag.spec.ts) walks. A new kind of page belongs here.
 */
export const PAGE_TYPES = [
  ['home', '/'],
  ['static page', '/school-guide/history'],
  ['location and map', '/school-guide/location'],
  ['department', '/department-guide/department-of-missiology'],
  ['professors', '/department-guide/professor-introduction'],
  ['regulation', '/academic-information/academic-regulation'],
  ['academic calendar', '/academic-information/academic-schedule'],
  ['apply online', '/admission-guide/apply-online'],
  ['counselling Q&A', '/admission-guide/admission-counselling'],
  ['news list', '/news/announcement'],
  ['news post', '/news/announcement/news-01'],
  ['weekly news list', '/news/weekly-news'],
  ['weekly news post', '/news/weekly-news/12'],
  ['articles', '/community/icu-articles-public-relations'],
  ['seminar list', '/community/offline-seminar'],
  ['seminar', '/community/offline-seminar/7'],
  ['downloads', '/community/downloads'],
  ['gallery list', '/community/gallery'],
  ['gallery', '/community/gallery/opening-worship'],
  ['FAQ', '/faq'],
  ['contact', '/contact-us'],
  ['search results', '/search?q=%EA%B5%90%EC%88%98'],
  ['sign-in', '/login'],
  ['forgotten password', '/forgot-password'],
  ['application form', '/student-registration'],
  ['application status', '/student-registration/status'],
  ['privacy policy', '/privacy-policy'],
  ['accessibility statement', '/accessibility'],
  ['not found', '/no/such/page'],
] as const

export const LANGUAGES = [
  { lang: 'ko', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const

/** The address of `path` in the language whose prefix is `prefix`. */
export const inLanguage = (prefix: string, path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`)
