import type { Department, Locale } from '../api/types'
import { cachedRead } from './cached'
import { pickText } from './localize'
import { findPublic } from './query'
import { TAGS } from './tags'

/** Departments that accept applications, in admin-set order. */
export const getOpenDepartments = cachedRead('departments', [TAGS.departments], async (locale: Locale): Promise<Department[]> => {
  const result = await findPublic<'departments', 'name'>('departments', { where: { openForApplication: { equals: true } }, sort: 'order', depth: 0 })
  return result.docs.map((doc) => ({ id: doc.id, name: pickText(doc.name, locale) }))
})
