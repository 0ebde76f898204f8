import type { Counselling, Locale, Paginated } from '../api/types'
import { cachedRead } from './cached'
import { toQuestion } from './faqs'
import { toPage } from './pagination'
import { findPublic } from './query'
import { TAGS } from './tags'

export const COUNSELLING_PER_PAGE = 5

export const getCounsellingPage = cachedRead(
  'counselling-page',
  [TAGS.admissionCounselling],
  async (page: number, locale: Locale): Promise<Paginated<Counselling>> => {
    const result = await findPublic<'admission-counselling', 'question' | 'answer'>('admission-counselling', { sort: '-publishedAt', page, limit: COUNSELLING_PER_PAGE })
    return toPage(result.docs.map((doc) => toQuestion(doc, locale)), page, COUNSELLING_PER_PAGE, result.totalDocs)
  },
)
