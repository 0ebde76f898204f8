import type { Counselling, Faq, Locale } from '../api/types'
import { cachedRead } from './cached'
import { pickText } from './localize'
import { pickHtml } from './rich-text-html'
import { findPublic, type PublicDoc } from './query'
import { TAGS } from './tags'

type QuestionDoc = PublicDoc<'faqs' | 'admission-counselling', 'question' | 'answer'>

/** A question and its answer (FAQ and admission counselling alike) in the contract's shape. */
export const toQuestion = (doc: QuestionDoc, locale: Locale): Counselling => ({
  id: doc.id,
  question: pickText(doc.question, locale),
  answer: pickHtml(doc.answer, locale),
})

export const getFaqs = cachedRead('faqs', [TAGS.faqs], async (locale: Locale): Promise<Faq[]> => {
  const result = await findPublic<'faqs', 'question' | 'answer'>('faqs', { sort: 'order' })
  return result.docs.map((doc) => toQuestion(doc, locale))
})
