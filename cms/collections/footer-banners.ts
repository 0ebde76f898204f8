import type { CollectionConfig } from 'payload'

import { publicReadStaffWrite } from '../access/staff-rules'
import { urlField } from '../fields/url'
import { orderField } from '../fields/order'
import { revalidateOnChange } from '../hooks/revalidate'

export const FooterBanners: CollectionConfig = {
  slug: 'footer-banners',
  labels: { singular: { ko: '하단 배너', en: 'Footer banner' }, plural: { ko: '하단 배너', en: 'Footer banners' } },
  admin: { useAsTitle: 'link', defaultColumns: ['link', 'image', 'order'], group: { ko: '사이트', en: 'Site' } },
  defaultSort: 'order',
  access: publicReadStaffWrite('footer-banners'),
  hooks: revalidateOnChange('footer-banners'),
  fields: [
    urlField('link', { ko: '링크', en: 'Link' }, 'site', { required: true }),
    { name: 'image', label: { ko: '이미지', en: 'Image' }, type: 'upload', relationTo: 'media', required: true },
    orderField,
  ],
}
