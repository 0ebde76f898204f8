import type { TabItemCollection } from '../../cms/collections/tab-items'
import type { Locale, TabItem } from '../api/types'
import { cachedRead } from './cached'
import { pickText, type Localized } from './localize'
import { pickHtml } from './rich-text-html'
import { findPublic } from './query'
import { TAGS } from './tags'

type TabItemDoc = { id: number; title: Localized<string>; content: Localized<never> }

/** The tabs of the regulation page or of one department page, in admin-set order. */
export const getTabItems = cachedRead('tab-items', [TAGS.tabItems], async (collection: TabItemCollection, locale: Locale): Promise<TabItem[]> => {
  const result = await findPublic(collection, { sort: 'order' })
  return (result.docs as unknown as TabItemDoc[]).map((doc) => ({ id: doc.id, title: pickText(doc.title, locale), content: pickHtml(doc.content, locale) }))
})
