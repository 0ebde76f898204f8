import type { CollectionConfig } from 'payload'

import { publicReadStaffWrite } from '../access/staff-rules'
import { localizedText } from '../fields/localized-text'
import { orderField } from '../fields/order'
import { revalidateOnChange } from '../hooks/revalidate'

export const SubjectGroups: CollectionConfig = {
  slug: 'subject-groups',
  labels: { singular: { ko: '전공 분야', en: 'Subject group' }, plural: { ko: '전공 분야', en: 'Subject groups' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order'], group: { ko: '교수진', en: 'Faculty' } },
  defaultSort: 'order',
  access: publicReadStaffWrite('subject-groups'),
  hooks: revalidateOnChange('professors'),
  fields: [localizedText('name', { ko: '분야 이름', en: 'Group name' }), orderField],
}
