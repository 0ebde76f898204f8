import type { TabItemCollection } from '../../cms/collections/tab-items'
import type { Locale, TabItem } from '../api/types'
import { cachedRead } from './cached'
import { pickText } from './localize'
import { pickHtml } from './rich-text-html'
import { findPublic } from './query'
import { TAGS } from './tags'


/** The tabs of the regulation page or of one department page, in admin-set order. */
export const getTabItems = cachedRead('tab-items', [TAGS.tabItems], async (collection: TabItemCollection, locale: Locale): Promise<TabItem[]> => {
  const result = await findPublic<TabItemCollection, 'title' | 'content'>(collection, { sort: 'order' })
  return result.docs.map((doc) => ({ id: doc.id, title: pickText(doc.title, locale), content: pickHtml(doc.content, locale) }))
})
