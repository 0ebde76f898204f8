import type { CollectionConfig } from 'payload'

import { visibleReadStaffWrite } from '../access/staff-rules'
import { localizedText } from '../fields/localized-text'
import { orderField } from '../fields/order'
import { visibleField } from '../fields/visible'
import { revalidateOnChange } from '../hooks/revalidate'

export const SampleLectures: CollectionConfig = {
  slug: 'sample-lectures',
  labels: { singular: { ko: '샘플 강의', en: 'Sample lecture' }, plural: { ko: '샘플 강의', en: 'Sample lectures' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order', 'visible'], group: { ko: '홈 화면', en: 'Home page' } },
  defaultSort: 'order',
  access: visibleReadStaffWrite('sample-lectures'),
  hooks: revalidateOnChange('sample-lectures'),
  fields: [
    localizedText('title', { ko: '강의 제목', en: 'Lecture title' }),
    {
      name: 'video',
      label: { ko: '동영상', en: 'Video' },
      type: 'upload',
      relationTo: 'media',
      required: true,
      filterOptions: { mimeType: { contains: 'video' } },
    },
    { name: 'thumbnail', label: { ko: '썸네일', en: 'Thumbnail' }, type: 'upload', relationTo: 'media', required: true },
    orderField,
    visibleField,
  ],
}
