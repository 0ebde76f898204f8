import type { CollectionConfig } from 'payload'

import { publicReadStaffWrite } from '../access/staff-rules'
import { localizedText } from '../fields/localized-text'
import { orderField } from '../fields/order'
import { revalidateOnChange } from '../hooks/revalidate'

export const Departments: CollectionConfig = {
  slug: 'departments',
  labels: { singular: { ko: '학과', en: 'Department' }, plural: { ko: '학과', en: 'Departments' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'openForApplication', 'order'], group: { ko: '입학', en: 'Admissions' } },
  defaultSort: 'order',
  access: publicReadStaffWrite('departments'),
  hooks: revalidateOnChange('departments', 'statistics'),
  fields: [
    localizedText('name', { ko: '학과 이름', en: 'Name' }),
    {
      name: 'code',
      label: { ko: '학과 코드', en: 'Code' },
      type: 'text',
      required: true,
      unique: true,
      admin: { description: { ko: '학번에 들어가는 두 자리 숫자', en: 'Two digits used in student numbers' } },
      validate: (value: unknown) => /^\d{2}$/.test(String(value)) || '두 자리 숫자 / two digits',
    },
    { name: 'openForApplication', label: { ko: '지원 가능', en: 'Open for application' }, type: 'checkbox', defaultValue: true, index: true },
    orderField,
  ],
}
