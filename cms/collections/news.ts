import type { CollectionConfig } from 'payload'

import { publishedByNowOrStaff } from '../access/published-or-staff'
import { staffAccess } from '../access/roles'
import { staffRules } from '../access/staff-rules'
import { previewUrl } from '../admin/preview'
import { SCHEDULED_DRAFTS } from '../fields/scheduled-drafts'
import { localizedText } from '../fields/localized-text'
import { hideFromEnglishField } from '../fields/hide-from-english'
import { publishedAtField } from '../fields/published-at'
import { richText } from '../fields/rich-text'
import { slugField } from '../fields/slug'
import { revalidateOnChange } from '../hooks/revalidate'
import { indexedForSearch } from '../hooks/search-index'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: { ko: '공지사항', en: 'News' }, plural: { ko: '공지사항', en: 'News' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'publishedAt', '_status'], preview: previewUrl('news'), group: { ko: '게시판', en: 'Boards' } },
  defaultSort: '-publishedAt',
  versions: { drafts: SCHEDULED_DRAFTS, maxPerDoc: 20 },
  access: { ...staffRules('news'), read: publishedByNowOrStaff('news'), readVersions: staffAccess('news', 'read') },
  hooks: indexedForSearch('news', revalidateOnChange('news', 'statistics')),
  fields: [
    localizedText('title', { ko: '제목', en: 'Title' }),
    slugField(),
    { name: 'cover', label: { ko: '표지 이미지', en: 'Cover image' }, type: 'upload', relationTo: 'media', required: true },
    { name: 'summary', label: { ko: '요약', en: 'Summary' }, type: 'textarea', localized: true, maxLength: 400 },
    richText({ name: 'content', label: { ko: '본문', en: 'Content' }, required: true }),
    publishedAtField,
    hideFromEnglishField,
  ],
}
