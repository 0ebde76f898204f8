import type { CollectionConfig } from 'payload'

import { staffAccess } from '../access/roles'
import { showingOrStaff } from '../access/showing-or-staff'
import { dateRangeFields } from '../fields/date-range'
import { linkField } from '../fields/link'
import { previewUrl } from '../admin/preview'
import { SCHEDULED_DRAFTS } from '../fields/scheduled-drafts'
import { richText } from '../fields/rich-text'
import { revalidateOnChange } from '../hooks/revalidate'

const percent = (name: string, label: { ko: string; en: string }) =>
  ({ name, label, type: 'number', required: true, defaultValue: 10, min: 0, max: 100 }) as const

export const Popups: CollectionConfig = {
  slug: 'popups',
  labels: { singular: { ko: '팝업', en: 'Popup' }, plural: { ko: '팝업', en: 'Popups' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'active', 'startsAt', 'endsAt', '_status'], preview: previewUrl('popups'), group: { ko: '홈 화면', en: 'Home page' } },
  versions: { drafts: SCHEDULED_DRAFTS, maxPerDoc: 20 },
  access: {
    read: showingOrStaff,
    readVersions: staffAccess('popups', 'read'),
    create: staffAccess('popups', 'create'),
    update: staffAccess('popups', 'update'),
    delete: staffAccess('popups', 'delete'),
  },
  hooks: revalidateOnChange('popups'),
  fields: [
    { name: 'name', label: { ko: '관리용 이름', en: 'Internal name' }, type: 'text', required: true },
    richText({ name: 'content', label: { ko: '내용', en: 'Content' }, required: true }),
    linkField('link', { ko: '버튼 링크', en: 'Button link' }),
    {
      type: 'row',
      fields: [percent('top', { ko: '위쪽 위치(%)', en: 'Top (%)' }), percent('left', { ko: '왼쪽 위치(%)', en: 'Left (%)' })],
    },
    { name: 'active', label: { ko: '켜짐', en: 'On' }, type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
    ...dateRangeFields({ ko: '표시 시작', en: 'Show from' }, { ko: '표시 종료', en: 'Show until' }, false, true),
  ],
}
