import type { CollectionConfig } from 'payload'

import type { Area } from '../../access/roles'

import { visibleReadStaffWrite } from '../../access/staff-rules'
import { localizedText } from '../../fields/localized-text'
import { orderField } from '../../fields/order'
import { richText } from '../../fields/rich-text'
import { visibleField } from '../../fields/visible'
import { revalidateOnChange } from '../../hooks/revalidate'

type Label = { ko: string; en: string }

/** Titled tabs of one page (the regulation and the three department pages), in admin-set order. */
export const tabItemsCollection = (slug: Area, label: Label): CollectionConfig => ({
  slug,
  labels: { singular: label, plural: label },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order', 'visible'], group: { ko: '학과·학사 탭', en: 'Department and academic tabs' } },
  defaultSort: 'order',
  access: visibleReadStaffWrite(slug),
  hooks: revalidateOnChange('tab-items'),
  fields: [localizedText('title', { ko: '탭 제목', en: 'Tab title' }), richText({ name: 'content', label: { ko: '내용', en: 'Content' } }), orderField, visibleField],
})
