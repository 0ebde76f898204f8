import type { CollectionConfig } from 'payload'

import { publicReadStaffWrite } from '../access/staff-rules'
import { urlField } from '../fields/url'
import { localizedText } from '../fields/localized-text'
import { orderField } from '../fields/order'
import { revalidateOnChange } from '../hooks/revalidate'

export const Socials: CollectionConfig = {
  slug: 'socials',
  labels: { singular: { ko: '소셜 링크', en: 'Social link' }, plural: { ko: '소셜 링크', en: 'Social links' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'url', 'order'], group: { ko: '사이트', en: 'Site' } },
  defaultSort: 'order',
  access: publicReadStaffWrite('socials'),
  hooks: revalidateOnChange('socials'),
  fields: [
    localizedText('name', { ko: '이름', en: 'Name' }),
    urlField('url', { ko: '주소(URL)', en: 'URL' }, 'web', { required: true }),
    {
      name: 'icon',
      label: { ko: '아이콘', en: 'Icon' },
      type: 'select',
      required: true,
      options: ['youtube', 'facebook', 'instagram', 'blog', 'kakao', 'x'].map((value) => ({ value, label: value })),
    },
    orderField,
  ],
}
