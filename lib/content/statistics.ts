import type { Statistics } from '../api/types'
import { payloadClient } from '../payload/client'
import { cachedRead } from './cached'
import { TAGS } from './tags'

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
}, { datedBy: ['news'] })
