import type { CollectionConfig } from 'payload'

import { staffRules } from '../../access/staff-rules'

const readOnly = { readOnly: true }

/** The report of each run of `npm run import:legacy`, as printed on its terminal, kept for the office. */
export const ImportReports: CollectionConfig = {
  slug: 'import-reports',
  labels: { singular: { ko: '옛 사이트 가져오기 보고서', en: 'Import report' }, plural: { ko: '옛 사이트 가져오기', en: 'Imports from the old site' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'startedAt', 'finishedAt'],
    group: { ko: '사이트', en: 'Site' },
    description: {
      ko: '옛 사이트에서 가져온 내용의 보고서입니다. 종류마다 읽은 수, 새로 가져온 수, 바뀐 수, 건너뛴 수와 그 이유, 없는 파일을 적습니다.',
      en: 'What each import from the old site brought over: per kind, read, imported, updated, skipped and why, and missing files.',
    },
  },
  defaultSort: '-startedAt',
  access: staffRules('import-reports'),
  fields: [
    { name: 'title', label: { ko: '제목', en: 'Title' }, type: 'text', required: true, admin: readOnly },
    {
      name: 'status',
      label: { ko: '결과', en: 'Result' },
      type: 'select',
      required: true,
      options: [
        { value: 'running', label: { ko: '진행 중 (또는 중단됨)', en: 'Running (or cut off)' } },
        { value: 'finished', label: { ko: '완료', en: 'Finished' } },
        { value: 'finished-with-problems', label: { ko: '완료 (확인할 항목 있음)', en: 'Finished, with items to check' } },
      ],
      admin: { ...readOnly, position: 'sidebar' },
    },
    { name: 'startedAt', label: { ko: '시작', en: 'Started' }, type: 'date', required: true, admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'finishedAt', label: { ko: '끝', en: 'Finished' }, type: 'date', admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'text', label: { ko: '보고서', en: 'Report' }, type: 'textarea', admin: readOnly },
    { name: 'counts', label: { ko: '종류별 수', en: 'Counts per kind' }, type: 'json', admin: readOnly },
  ],
}
