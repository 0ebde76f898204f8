/** The sub-menu pages whose content is more than their description, by their `menu/submenu` path. */
export const SECTION = {
  location: 'school-guide/location',
  counselling: 'admission-guide/admission-counselling',
  academicRegulation: 'academic-information/academic-regulation',
  academicSchedule: 'academic-information/academic-schedule',
  ministryOfMinistry: 'department-guide/ministry-of-ministry',
  missiology: 'department-guide/department-of-missiology',
  pastoralMusic: 'department-guide/department-of-pastoral-music',
  professors: 'department-guide/professor-introduction',
  adjunctProfessors: 'department-guide/adjunct-professor-introduce',
  downloads: 'community/downloads',
  news: 'news/announcement',
  gallery: 'community/gallery',
  articles: 'community/icu-articles-public-relations',
  seminars: 'community/offline-seminar',
  weeklyNews: 'news/weekly-news',
} as const

export type SectionPath = (typeof SECTION)[keyof typeof SECTION]

/** The menu whose pages lead to the application form. */
export const ADMISSION_MENU = 'admission-guide'

/** The lists whose `?page=N` changes what the page shows (so it belongs in the canonical URL). */
const PAGINATED = new Set<string>([SECTION.counselling, SECTION.downloads, SECTION.news, SECTION.articles, SECTION.seminars, SECTION.weeklyNews])

export const isPaginated = (sectionPath: string): boolean => PAGINATED.has(sectionPath)
