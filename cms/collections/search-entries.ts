import type { CollectionConfig } from 'payload'

import { staffRules } from '../access/staff-rules'
import { SEARCH_KINDS } from '../../lib/search/sources'

/**
 * What site search finds: one row per public document and language, written only by the hooks of
 * the searched collections (cms/hooks/search-index.ts). `terms` is the normalized text matched
 * against queries; `body` the plain text excerpts are cut from.
 */
export const SearchEntries: CollectionConfig = {
  slug: 'search-entries',
  labels: { singular: { ko: '검색 색인', en: 'Search entry' }, plural: { ko: '검색 색인', en: 'Search index' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'locale', 'path'], group: { ko: '메뉴와 페이지', en: 'Menus and pages' } },
  access: staffRules('search-entries'),
  fields: [
    { name: 'source', label: { ko: '원본', en: 'Source' }, type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'kind', label: { ko: '종류', en: 'Kind' }, type: 'select', required: true, options: [...SEARCH_KINDS], admin: { readOnly: true } },
    {
      name: 'locale',
      label: { ko: '언어', en: 'Language' },
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'ko', label: '한국어' },
        { value: 'en', label: 'English' },
      ],
      admin: { readOnly: true },
    },
    { name: 'title', label: { ko: '제목', en: 'Title' }, type: 'text', required: true, admin: { readOnly: true } },
    { name: 'path', label: { ko: '주소', en: 'Path' }, type: 'text', required: true, admin: { readOnly: true } },
    { name: 'body', label: { ko: '본문', en: 'Text' }, type: 'textarea', admin: { readOnly: true } },
    { name: 'terms', label: { ko: '검색어', en: 'Terms' }, type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'date', label: { ko: '날짜', en: 'Date' }, type: 'date', admin: { readOnly: true } },
  ],
}
