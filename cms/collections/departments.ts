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
      unique: true,
      admin: {
        description: {
          ko: '새 학번에 들어가는 두 자리 숫자. 없으면 이 학과의 지원서를 승인할 수 없습니다 (옛 사이트에서 가져온 학과는 학교가 정해 넣습니다).',
          en: 'Two digits used in new student numbers. Without it, this department’s applications cannot be approved (set it for a department brought over from the old site).',
        },
      },
      validate: (value: unknown) => value === null || value === undefined || value === '' || /^\d{2}$/.test(String(value)) || '두 자리 숫자 / two digits',
    },
    {
      // The old site's codes were not all two digits (MDIV, MISS); its student numbers keep them.
      name: 'legacyCode',
      label: { ko: '옛 학과 코드', en: 'Old code' },
      type: 'text',
      unique: true,
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.legacyCode),
        description: { ko: '옛 사이트의 학과 코드. 옛 학번에 들어 있습니다.', en: 'The old site’s code, part of the old student numbers.' },
      },
    },
    { name: 'openForApplication', label: { ko: '지원 가능', en: 'Open for application' }, type: 'checkbox', defaultValue: true, index: true },
    orderField,
  ],
}
