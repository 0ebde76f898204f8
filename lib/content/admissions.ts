import type { Department, Locale, RegistrationOpen, Statistics } from '../api/types'
import { cachedRead } from './cached'
import { pickText, type Localized } from './localize'
import { payloadClient } from '../payload/client'
import { findPublic } from './query'
import { TAGS } from './tags'

type DepartmentDoc = { id: number; name: Localized<string> }
type WindowDoc = { startsAt: string; endsAt: string }

/** Departments that accept applications, in admin-set order. */
export const getOpenDepartments = cachedRead('departments', [TAGS.departments], async (locale: Locale): Promise<Department[]> => {
  const result = await findPublic('departments', { where: { openForApplication: { equals: true } }, sort: 'order', depth: 0 })
  return (result.docs as unknown as DepartmentDoc[]).map((doc) => ({ id: doc.id, name: pickText(doc.name, locale) }))
})

/** The registration window open at `now`, else the next one to open, else none. */
export async function getRegistrationWindow(now: Date = new Date()): Promise<RegistrationOpen> {
  const iso = now.toISOString()
  const result = await findPublic('registration-windows', { where: { endsAt: { greater_than: iso } }, sort: 'startsAt', limit: 1, depth: 0 })
  const window = result.docs[0] as unknown as WindowDoc | undefined
  if (!window) return { open: false, starts_at: null, ends_at: null }
  const startsAt = new Date(window.startsAt)
  return { open: startsAt <= now, starts_at: startsAt.toISOString(), ends_at: new Date(window.endsAt).toISOString() }
}

/**
 * The window of getRegistrationWindow for cached pages (the home and admission pages): an edit shows at
 * once, and a window that opens or closes shows within a minute.
 */
export const getCachedRegistrationWindow = cachedRead('registration-window', [TAGS.registrationWindows], () => getRegistrationWindow(), 60)

/** Public counts: active students, visible professors, departments and published news. */
export const getStatistics = cachedRead('statistics', [TAGS.statistics], async (): Promise<Statistics> => {
  const payload = await payloadClient()
  // Student accounts are private; only their number is public, so this count runs with access control off.
  const [students, professors, departments, news] = await Promise.all([
    payload.count({ collection: 'users', where: { and: [{ type: { equals: 'student' } }, { state: { equals: 'active' } }] }, overrideAccess: true }),
    payload.count({ collection: 'professors', overrideAccess: false }),
    payload.count({ collection: 'departments', overrideAccess: false }),
    payload.count({ collection: 'news', overrideAccess: false }),
  ])
  return { students: students.totalDocs, professors: professors.totalDocs, departments: departments.totalDocs, news: news.totalDocs }
})
