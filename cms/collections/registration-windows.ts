import type { CollectionConfig } from 'payload'

import { publicReadStaffWrite } from '../access/staff-rules'
import { dateRangeFields } from '../fields/date-range'
import { revalidateOnChange } from '../hooks/revalidate'

export const RegistrationWindows: CollectionConfig = {
  slug: 'registration-windows',
  labels: { singular: { ko: '원서 접수 기간', en: 'Registration window' }, plural: { ko: '원서 접수 기간', en: 'Registration windows' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'startsAt', 'endsAt'], group: { ko: '입학', en: 'Admissions' } },
  defaultSort: 'startsAt',
  access: publicReadStaffWrite('registration-windows'),
  hooks: revalidateOnChange('registration-windows'),
  fields: [
    { name: 'name', label: { ko: '이름', en: 'Name' }, type: 'text', required: true },
    ...dateRangeFields({ ko: '시작', en: 'Starts at' }, { ko: '종료', en: 'Ends at' }, true),
  ],
}
