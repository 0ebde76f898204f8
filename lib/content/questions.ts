import type { Counselling, Faq, Locale, Paginated } from '../api/types'
import { cachedRead } from './cached'
import { pickText, type Localized } from './localize'
import { pickHtml } from './rich-text-html'
import { toPage } from './pagination'
import { findPublic } from './query'
import { TAGS } from './tags'

export const COUNSELLING_PER_PAGE = 5

type QuestionDoc = { id: number; question: Localized<string>; answer: Localized<never> }

const toQuestion = (doc: QuestionDoc, locale: Locale): Counselling => ({
  id: doc.id,
  question: pickText(doc.question, locale),
  answer: pickHtml(doc.answer, locale),
})

export const getCounsellingPage = cachedRead(
  'counselling-page',
  [TAGS.admissionCounselling],
  async (page: number, locale: Locale): Promise<Paginated<Counselling>> => {
    const result = await findPublic('admission-counselling', { sort: '-publishedAt', page, limit: COUNSELLING_PER_PAGE })
    return toPage((result.docs as unknown as QuestionDoc[]).map((doc) => toQuestion(doc, locale)), page, COUNSELLING_PER_PAGE, result.totalDocs)
  },
)

export const getFaqs = cachedRead('faqs', [TAGS.faqs], async (locale: Locale): Promise<Faq[]> => {
  const result = await findPublic('faqs', { sort: 'order' })
  return (result.docs as unknown as QuestionDoc[]).map((doc) => toQuestion(doc, locale))
})
