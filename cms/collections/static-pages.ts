import type { CollectionConfig } from 'payload'

import { visibleReadStaffWrite } from '../access/staff-rules'
import { localizedText } from '../fields/localized-text'
import { richText } from '../fields/rich-text'
import { slugField } from '../fields/slug'
import { visibleField } from '../fields/visible'
import { revalidateOnChange } from '../hooks/revalidate'
import { indexedForSearch } from '../hooks/search-index'

export const StaticPages: CollectionConfig = {
  slug: 'static-pages',
  labels: { singular: { ko: '단독 페이지', en: 'Static page' }, plural: { ko: '단독 페이지', en: 'Static pages' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'visible'], group: { ko: '메뉴와 페이지', en: 'Menus and pages' } },
  access: visibleReadStaffWrite('static-pages'),
  hooks: indexedForSearch('static-pages', revalidateOnChange('static-pages')),
  fields: [
    localizedText('title', { ko: '제목', en: 'Title' }),
    slugField(),
    visibleField,
    richText({ name: 'content', label: { ko: '내용', en: 'Content' } }),
  ],
}
