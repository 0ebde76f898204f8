import type { CollectionConfig } from 'payload'

import { visibleReadStaffWrite } from '../../access/staff-rules'
import { localizedText } from '../../fields/localized-text'
import { visibleField } from '../../fields/visible'
import { revalidateOnChange } from '../../hooks/revalidate'
import { ACADEMIC_EVENT_KINDS } from './kinds'
import { endNotBeforeStart } from './validate-end'

const dayOnly = { date: { pickerAppearance: 'dayOnly' as const } }

/** The academic calendar (학사일정): dated events, shown month by month on the schedule page and in /academic-calendar.ics. */
export const AcademicEvents: CollectionConfig = {
  slug: 'academic-events',
  labels: { singular: { ko: '학사일정', en: 'Academic event' }, plural: { ko: '학사일정', en: 'Academic calendar' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'startDate', 'endDate', 'visible'],
    group: { ko: '메뉴와 페이지', en: 'Menus and pages' },
    description: {
      ko: '학사일정 페이지와 휴대폰 캘린더(구독 주소)에 날짜순으로 나옵니다. 하루짜리 일정은 종료일을 비워 두세요.',
      en: 'Shown by date on the academic schedule page and in the phone calendar subscription. Leave the end date empty for a one-day event.',
    },
  },
  defaultSort: 'startDate',
  access: visibleReadStaffWrite('academic-events'),
  hooks: revalidateOnChange('academic-events'),
  fields: [
    localizedText('title', { ko: '일정 이름', en: 'Title' }),
    // The form edits one language at a time: the other language's title shows under this one.
    { name: 'otherLanguageTitle', type: 'ui', admin: { disableListColumn: true, components: { Field: '/cms/admin/other-language-title#OtherLanguageTitle' } } },
    {
      name: 'kind',
      label: { ko: '구분', en: 'Kind' },
      type: 'select',
      required: true,
      defaultValue: 'event',
      options: ACADEMIC_EVENT_KINDS.map(({ value, label }) => ({ value, label })),
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', label: { ko: '시작일', en: 'Start date' }, type: 'date', required: true, index: true, admin: dayOnly },
        {
          name: 'endDate',
          label: { ko: '종료일 (하루짜리는 비워 두기)', en: 'End date (empty for one day)' },
          type: 'date',
          admin: dayOnly,
          validate: endNotBeforeStart,
        },
      ],
    },
    visibleField,
  ],
}
