import type { Locale, SampleLecture } from '../api/types'
import { cachedRead } from './cached'
import { pickText } from './localize'
import { mediaUrl } from './media'
import { findPublic } from './query'
import { TAGS } from './tags'

export const getSampleLectures = cachedRead('sample-lectures', [TAGS.sampleLectures], async (locale: Locale): Promise<SampleLecture[]> => {
  const result = await findPublic<'sample-lectures', 'title'>('sample-lectures', { sort: 'order' })
  return result.docs.map((doc) => ({
    id: doc.id,
    title: pickText(doc.title, locale),
    video: mediaUrl(doc.video),
    thumbs: mediaUrl(doc.thumbnail, 'thumb'),
  }))
})
