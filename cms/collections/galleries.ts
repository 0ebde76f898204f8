import type { CollectionConfig } from 'payload'

import { visibleReadStaffWrite } from '../access/staff-rules'
import { localizedText } from '../fields/localized-text'
import { hideFromEnglishField } from '../fields/hide-from-english'
import { publishedAtField } from '../fields/published-at'
import { slugField } from '../fields/slug'
import { visibleField } from '../fields/visible'
import { revalidateOnChange } from '../hooks/revalidate'

export const Galleries: CollectionConfig = {
  slug: 'galleries',
  labels: { singular: { ko: '갤러리', en: 'Gallery' }, plural: { ko: '갤러리', en: 'Galleries' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'publishedAt', 'visible'], group: { ko: '게시판', en: 'Boards' } },
  defaultSort: '-publishedAt',
  access: visibleReadStaffWrite('galleries'),
  hooks: revalidateOnChange('galleries'),
  fields: [
    localizedText('name', { ko: '이름', en: 'Name' }),
    slugField(),
    { name: 'description', label: { ko: '설명', en: 'Description' }, type: 'textarea', localized: true },
    {
      name: 'images',
      label: { ko: '사진', en: 'Photos' },
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      filterOptions: { mimeType: { contains: 'image' } },
      admin: {
        components: { afterInput: ['/cms/admin/photo-descriptions#PhotoDescriptions'] },
        description: {
          ko: '사진 여러 장을 이곳에 한꺼번에 끌어다 놓거나 "새로 만들기"를 눌러 고르세요. 이미 올린 사진은 "기존 항목 중 선택"으로 넣습니다. 사진마다 적은 대체 텍스트(사진 설명)가 공개 페이지의 사진 설명이 됩니다. 순서는 사진을 끌어서 바꿉니다.',
          en: 'Drop many photos here at once, or choose them with "Create New". Photos uploaded before are added with "Choose from existing". The alternative text typed for each photo is what the public page says about it. Drag photos to change their order.',
        },
      },
    },
    {
      name: 'imageCount',
      label: { ko: '사진 수', en: 'Number of photos' },
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { hidden: true },
      hooks: { beforeChange: [({ siblingData }) => (Array.isArray(siblingData.images) ? siblingData.images.length : 0)] },
    },
    publishedAtField,
    visibleField,
    hideFromEnglishField,
  ],
}
