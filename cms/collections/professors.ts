import type { CollectionConfig, Field } from 'payload'

import { staffFieldAccess } from '../access/roles'
import { visibleReadStaffWrite } from '../access/staff-rules'
import { localizedText } from '../fields/localized-text'
import { orderField } from '../fields/order'
import { richText } from '../fields/rich-text'
import { visibleField } from '../fields/visible'
import { revalidateOnChange } from '../hooks/revalidate'
import { indexedForSearch } from '../hooks/search-index'

// Read by those who edit the profiles (cms/access/roles.ts): the public's read of a profile includes none of it.
const staffOnlyField = { read: staffFieldAccess('professors', 'update'), create: staffFieldAccess('professors', 'create'), update: staffFieldAccess('professors', 'update') }

/** Contact data the school keeps about a professor; never part of a public read. */
const privateContactFields: Field[] = [
  { name: 'email', label: { ko: '이메일', en: 'E-mail' }, type: 'email', access: staffOnlyField },
  { name: 'phone', label: { ko: '전화', en: 'Phone' }, type: 'text', access: staffOnlyField },
  { name: 'birthDate', label: { ko: '생년월일', en: 'Birth date' }, type: 'date', access: staffOnlyField },
  { name: 'homeAddress', label: { ko: '자택 주소', en: 'Home address' }, type: 'text', access: staffOnlyField },
]

export const Professors: CollectionConfig = {
  slug: 'professors',
  labels: { singular: { ko: '교수', en: 'Professor' }, plural: { ko: '교수', en: 'Professors' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'subjectGroup', 'kind', 'order', 'visible'], group: { ko: '교수진', en: 'Faculty' } },
  defaultSort: 'order',
  access: visibleReadStaffWrite('professors'),
  hooks: indexedForSearch('professors', revalidateOnChange('professors', 'statistics')),
  fields: [
    localizedText('name', { ko: '이름', en: 'Name' }),
    {
      name: 'kind',
      label: { ko: '구분', en: 'Kind' },
      type: 'select',
      required: true,
      defaultValue: 'full-time',
      index: true,
      options: [
        { value: 'full-time', label: { ko: '전임 교수', en: 'Full-time' } },
        { value: 'adjunct', label: { ko: '겸임 교수', en: 'Adjunct' } },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'subjectGroup', label: { ko: '전공 분야', en: 'Subject group' }, type: 'relationship', relationTo: 'subject-groups', required: true },
    { name: 'photo', label: { ko: '사진', en: 'Photo' }, type: 'upload', relationTo: 'media' },
    richText({ name: 'details', label: { ko: '약력', en: 'Details' } }),
    {
      name: 'detailsImage',
      label: { ko: '상세 이미지', en: 'Details image' },
      type: 'upload',
      relationTo: 'media',
      // An image with text in it is written in one language: the English pages get their own, else the Korean one.
      localized: true,
      admin: { description: { ko: '"더 보기"로 열리는 이미지입니다. 글자가 든 이미지는 편집 언어마다 따로 올리세요.', en: 'The image "Load More" opens. An image with text in it needs one per editing language.' } },
    },
    {
      name: 'officeAddress',
      label: { ko: '공개 연구실 주소', en: 'Public office address' },
      type: 'text',
      localized: true,
      admin: { description: { ko: '비워 두면 공개하지 않습니다.', en: 'Left empty, nothing is published.' } },
    },
    { name: 'user', label: { ko: '교수 계정', en: 'Professor account' }, type: 'relationship', relationTo: 'users', access: staffOnlyField },
    {
      type: 'collapsible',
      label: { ko: '비공개 연락처 (관리자만)', en: 'Private contact (admins only)' },
      fields: privateContactFields,
    },
    orderField,
    visibleField,
  ],
}
