import type { Locale, SampleLecture } from '../api/types'
import { cachedRead } from './cached'
import { pickText, type Localized } from './localize'
import { mediaUrl } from './media'
import { findPublic } from './query'
import { TAGS } from './tags'

type SampleLectureDoc = { id: number; title: Localized<string>; video: unknown; thumbnail: unknown }

export const getSampleLectures = cachedRead('sample-lectures', [TAGS.sampleLectures], async (locale: Locale): Promise<SampleLecture[]> => {
  const result = await findPublic('sample-lectures', { sort: 'order' })
  return (result.docs as unknown as SampleLectureDoc[]).map((doc) => ({
    id: doc.id,
    title: pickText(doc.title, locale),
    video: mediaUrl(doc.video),
    thumbs: mediaUrl(doc.thumbnail, 'thumb'),
  }))
})
