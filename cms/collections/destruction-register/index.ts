import type { CollectionConfig } from 'payload'

import { staffRules } from '../../access/staff-rules'
import { DESTRUCTION_KINDS, RUN_STATUSES, RUN_TRIGGERS } from '../../../lib/retention/kinds'
import { runDestructionEndpoint } from './run-endpoint'

const readOnly = { readOnly: true }

/**
 * 파기 대장: one line per destruction run (lib/retention/), written by the server alone. It says when,
 * what kind, how many, by which rule and what failed, never whose data. Admins read it; nobody edits or
 * deletes it, through the admin or the API.
 */
export const DestructionRegister: CollectionConfig = {
  slug: 'destruction-register',
  labels: { singular: { ko: '파기 기록', en: 'Destruction record' }, plural: { ko: '파기 대장', en: 'Destruction register' } },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['startedAt', 'trigger', 'status', 'destroyed', 'failed', 'summary'],
    group: { ko: '문의와 메일', en: 'Messages and mail' },
    description: {
      ko: '보관 기간이 지난 개인정보를 파기할 때마다 한 줄씩 남습니다. 누구의 정보인지는 적지 않으며, 고치거나 지울 수 없습니다.',
      en: 'One line for every destruction of personal data past its retention period. It names no person and cannot be changed or deleted.',
    },
    components: { beforeListTable: ['/cms/collections/destruction-register/run-now#RunDestructionNow'] },
  },
  defaultSort: '-startedAt',
  access: staffRules('destruction-register'),
  endpoints: [runDestructionEndpoint],
  fields: [
    { name: 'startedAt', label: { ko: '실행 일시', en: 'Run at' }, type: 'date', required: true, index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'finishedAt', label: { ko: '끝난 일시', en: 'Finished at' }, type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'trigger', label: { ko: '실행 방법', en: 'Started by' }, type: 'select', required: true, options: RUN_TRIGGERS.map((option) => ({ ...option })), admin: readOnly },
    { name: 'status', label: { ko: '결과', en: 'Result' }, type: 'select', required: true, options: RUN_STATUSES.map((option) => ({ ...option })), admin: readOnly },
    { name: 'summary', label: { ko: '요약', en: 'Summary' }, type: 'text', admin: readOnly },
    { name: 'destroyed', label: { ko: '파기한 건수', en: 'Destroyed' }, type: 'number', defaultValue: 0, admin: readOnly },
    { name: 'failed', label: { ko: '남긴 건수 (실패)', en: 'Left (failed)' }, type: 'number', defaultValue: 0, admin: readOnly },
    {
      name: 'lines',
      label: { ko: '종류별 내역', en: 'By kind' },
      labels: { singular: { ko: '내역', en: 'Line' }, plural: { ko: '내역', en: 'Lines' } },
      type: 'array',
      admin: readOnly,
      fields: [
        { name: 'kind', label: { ko: '종류', en: 'Kind' }, type: 'select', required: true, options: DESTRUCTION_KINDS.map((option) => ({ ...option })) },
        { name: 'rule', label: { ko: '기준', en: 'Rule' }, type: 'text', required: true },
        { name: 'destroyed', label: { ko: '파기', en: 'Destroyed' }, type: 'number', required: true },
        { name: 'failed', label: { ko: '실패', en: 'Failed' }, type: 'number', required: true },
      ],
    },
    { name: 'problems', label: { ko: '실패 사유', en: 'Problems' }, type: 'textarea', admin: { ...readOnly, condition: (data) => Boolean(data?.problems) } },
    // Held by the run in progress: unique, so that of two instances starting at once only one runs (lib/retention/claim.ts).
    { name: 'runLock', type: 'text', unique: true, hidden: true },
  ],
}
