import type { CollectionConfig } from 'payload'

import { visibleReadStaffWrite } from '../access/staff-rules'
import { localizedText } from '../fields/localized-text'
import { orderField } from '../fields/order'
import { richText } from '../fields/rich-text'
import { visibleField } from '../fields/visible'
import { revalidateOnChange } from '../hooks/revalidate'
import { indexedForSearch } from '../hooks/search-index'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: { ko: '자주 묻는 질문', en: 'FAQ' }, plural: { ko: '자주 묻는 질문', en: 'FAQs' } },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'order', 'visible'], group: { ko: '게시판', en: 'Boards' } },
  defaultSort: 'order',
  access: visibleReadStaffWrite('faqs'),
  hooks: indexedForSearch('faqs', revalidateOnChange('faqs')),
  fields: [localizedText('question', { ko: '질문', en: 'Question' }), richText({ name: 'answer', label: { ko: '답변', en: 'Answer' } }), orderField, visibleField],
}
