import { tabItemsCollection } from './shared/tab-items-collection'

export const TAB_ITEM_COLLECTIONS = [
  'academic-regulation',
  'ministry-of-ministry',
  'department-of-missiology',
  'department-of-pastoral-music',
] as const

export type TabItemCollection = (typeof TAB_ITEM_COLLECTIONS)[number]

export const AcademicRegulation = tabItemsCollection('academic-regulation', { ko: '학칙', en: 'Academic regulation' })
export const MinistryOfMinistry = tabItemsCollection('ministry-of-ministry', { ko: '목회학과', en: 'Ministry of ministry' })
export const DepartmentOfMissiology = tabItemsCollection('department-of-missiology', { ko: '선교학과', en: 'Department of missiology' })
export const DepartmentOfPastoralMusic = tabItemsCollection('department-of-pastoral-music', { ko: '교회음악학과', en: 'Department of pastoral music' })
