import type { Counselling, Faq, Locale } from '../api/types'
import { cachedRead } from './cached'
import { pickText, type Localized } from './localize'
import { pickHtml } from './rich-text-html'
import { findPublic } from './query'
import { TAGS } from './tags'

type QuestionDoc = { id: number; question: Localized<string>; answer: Localized<never> }

/** A question and its answer (FAQ and admission counselling alike) in the contract's shape. */
export const toQuestion = (doc: QuestionDoc, locale: Locale): Counselling => ({
  id: doc.id,
  question: pickText(doc.question, locale),
  answer: pickHtml(doc.answer, locale),
})

export const getFaqs = cachedRead('faqs', [TAGS.faqs], async (locale: Locale): Promise<Faq[]> => {
  const result = await findPublic('faqs', { sort: 'order' })
  return (result.docs as unknown as QuestionDoc[]).map((doc) => toQuestion(doc, locale))
})
