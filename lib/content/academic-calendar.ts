import type { AcademicEvent } from '../calendar/months'
import { isoDay } from '../format/dates'
import { cachedRead } from './cached'
import { pickText } from './localize'
import { findPublic } from './query'
import { TAGS } from './tags'

/** Every visible event, earliest first; a title missing in one language falls back to the other. */
export const getAcademicEvents = cachedRead('academic-events', [TAGS.academicEvents], async (): Promise<AcademicEvent[]> => {
  const result = await findPublic<'academic-events', 'title'>('academic-events', { sort: 'startDate', depth: 0 })
  return result.docs.flatMap((doc) => {
    const start = isoDay(doc.startDate)
    if (!start) return []
    const end = (doc.endDate && isoDay(doc.endDate)) || start
    return [
      {
        id: doc.id,
        title: { ko: pickText(doc.title, 'ko'), en: pickText(doc.title, 'en') },
        koreanOnly: !(typeof doc.title === 'object' && doc.title !== null && String((doc.title as Record<string, unknown>).en ?? '').trim()),
        kind: doc.kind,
        start,
        end: end < start ? start : end,
        updatedAt: doc.updatedAt,
      },
    ]
  })
})
