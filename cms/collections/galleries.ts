import type { CollectionConfig } from 'payload'

import { visibleReadAdminWrite } from '../access/admin-only'
import { localizedText } from '../fields/localized-text'
import { publishedAtField } from '../fields/published-at'
import { slugField } from '../fields/slug'
import { visibleField } from '../fields/visible'
import { revalidateOnChange } from '../hooks/revalidate'

export const Galleries: CollectionConfig = {
  slug: 'galleries',
  labels: { singular: { ko: '갤러리', en: 'Gallery' }, plural: { ko: '갤러리', en: 'Galleries' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'publishedAt', 'visible'], group: { ko: '게시판', en: 'Boards' } },
  defaultSort: '-publishedAt',
  access: visibleReadAdminWrite,
  hooks: revalidateOnChange('galleries'),
  fields: [
    localizedText('name', { ko: '이름', en: 'Name' }),
    slugField(),
    { name: 'description', label: { ko: '설명', en: 'Description' }, type: 'textarea', localized: true },
    {
      name: 'images',
      label: { ko: '사진', en: 'Images' },
      type: 'array',
      labels: { singular: { ko: '사진', en: 'Image' }, plural: { ko: '사진', en: 'Images' } },
      fields: [{ name: 'image', label: { ko: '이미지', en: 'Image' }, type: 'upload', relationTo: 'media', required: true }],
    },
    {
      name: 'imageCount',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { hidden: true },
      hooks: { beforeChange: [({ siblingData }) => (Array.isArray(siblingData.images) ? siblingData.images.length : 0)] },
    },
    publishedAtField,
    visibleField,
  ],
}
