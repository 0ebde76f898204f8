import { APIError, type CollectionConfig } from 'payload'

import { RIGHTS_CHANGES, RIGHTS_RECORDS, rightsRecordsCutoff } from '../../../lib/privacy/rights-records'
import { staffMay } from '../../access/roles'
import { staffRules } from '../../access/staff-rules'

const readOnly = { readOnly: true } as const

/**
 * Who gave, changed or took away whose access (a role, a state, a second factor), when and from
 * where (lib/privacy/rights-records.ts writes it). Admins read it (cms/access/roles.ts); no one writes or edits it, and no
 * one deletes an entry younger than three years, not even with access control off.
 */
export const RightsRecords: CollectionConfig = {
  slug: RIGHTS_RECORDS,
  labels: { singular: { ko: '권한 변경 기록', en: 'Access rights record' }, plural: { ko: '권한 변경 기록', en: 'Access rights records' } },
  admin: {
    useAsTitle: 'change',
    defaultColumns: ['createdAt', 'change', 'actorEmail', 'subjectEmail', 'from', 'to', 'address'],
    listSearchableFields: ['actorEmail', 'subjectEmail', 'address'],
    group: { ko: '개인정보 보호', en: 'Privacy' },
    description: {
      ko: '계정의 권한(유형·상태)과 2단계 인증을 누가, 누구에게, 언제, 어디에서 부여·변경·말소했는지 남긴 기록입니다. 고칠 수 없고 3년 동안 지울 수 없습니다.',
      en: 'Who granted, changed or removed whose access (role, state, two-step sign-in), when and from where. It cannot be changed, nor deleted for three years.',
    },
  },
  defaultSort: '-createdAt',
  access: {
    ...staffRules(RIGHTS_RECORDS),
    delete: ({ req }) => staffMay(req.user, RIGHTS_RECORDS, 'delete') && { createdAt: { less_than: rightsRecordsCutoff().toISOString() } },
  },
  hooks: {
    beforeChange: [
      ({ operation, data }) => {
        if (operation === 'update') throw new APIError('An access rights record cannot be changed.', 403)
        return data
      },
    ],
    beforeDelete: [
      async ({ id, req }) => {
        const entry = await req.payload.findByID({ collection: RIGHTS_RECORDS, id, depth: 0, overrideAccess: true, req, disableErrors: true })
        if (entry && new Date(entry.createdAt) >= rightsRecordsCutoff()) throw new APIError('An access rights record is kept for three years.', 403)
      },
    ],
  },
  fields: [
    { name: 'change', label: { ko: '변경', en: 'Change' }, type: 'select', required: true, index: true, options: RIGHTS_CHANGES.map((option) => ({ ...option })), admin: readOnly },
    { name: 'actor', label: { ko: '처리한 계정', en: 'By (account)' }, type: 'relationship', relationTo: 'users', index: true, admin: readOnly },
    { name: 'actorEmail', label: { ko: '처리한 사람', en: 'By' }, type: 'text', admin: readOnly },
    { name: 'subjectId', label: { ko: '대상 계정 번호', en: 'Account id' }, type: 'number', index: true, admin: readOnly },
    { name: 'subjectEmail', label: { ko: '대상 계정', en: 'Account' }, type: 'text', index: true, admin: readOnly },
    { name: 'from', label: { ko: '이전', en: 'From' }, type: 'text', admin: readOnly },
    { name: 'to', label: { ko: '이후', en: 'To' }, type: 'text', admin: readOnly },
    { name: 'address', label: { ko: '접속 주소 (IP)', en: 'Address (IP)' }, type: 'text', index: true, admin: readOnly },
  ],
}
