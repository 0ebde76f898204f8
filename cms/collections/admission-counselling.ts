import type { CollectionConfig } from 'payload'

import { visibleReadStaffWrite } from '../access/staff-rules'
import { localizedText } from '../fields/localized-text'
import { publishedAtField } from '../fields/published-at'
import { richText } from '../fields/rich-text'
import { visibleField } from '../fields/visible'
import { revalidateOnChange } from '../hooks/revalidate'
import { indexedForSearch } from '../hooks/search-index'

export const AdmissionCounselling: CollectionConfig = {
  slug: 'admission-counselling',
  labels: { singular: { ko: '입학 상담', en: 'Admission counselling' }, plural: { ko: '입학 상담', en: 'Admission counselling' } },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'publishedAt', 'visible'], group: { ko: '게시판', en: 'Boards' } },
  defaultSort: '-publishedAt',
  access: visibleReadStaffWrite('admission-counselling'),
  hooks: indexedForSearch('admission-counselling', revalidateOnChange('admission-counselling')),
  fields: [
    localizedText('question', { ko: '질문', en: 'Question' }),
    richText({ name: 'answer', label: { ko: '답변', en: 'Answer' } }),
    publishedAtField,
    visibleField,
  ],
}
