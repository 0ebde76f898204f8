import type { CollectionConfig } from 'payload'

import { expiredAccessLog } from '../../access/expired-access-log'
import { staffRules } from '../../access/staff-rules'
import { ACCESS_ACTIONS, ACCESS_LOG } from '../../../lib/privacy/access-log'
import { keepEntries } from './hooks/keep-entries'
import { reviewEndpoint } from './review-endpoint'

const readOnly = { readOnly: true } as const

/**
 * Who viewed, downloaded, exported, approved, rejected or deleted whose application, when and from
 * where; the staff's sign-ins, failed ones too, and the monthly reviews (lib/privacy/access-log.ts writes it). Admins read and filter it; no one writes, edits or,
 * for two years, deletes it: not through the admin or /cms-api (access), nor with access control
 * off (the hooks), so the destruction job leaves it too.
 */
export const AccessLog: CollectionConfig = {
  slug: ACCESS_LOG,
  labels: { singular: { ko: '개인정보 접근 기록', en: 'Access log entry' }, plural: { ko: '개인정보 접근 기록', en: 'Personal data access log' } },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'action', 'actorName', 'reference', 'address'],
    listSearchableFields: ['actorName', 'actorEmail', 'reference', 'address'],
    group: { ko: '개인정보 보호', en: 'Privacy' },
    description: {
      ko: '지원자의 개인정보를 누가, 언제, 어디에서 열람·내려받기·내보내기·처리했는지, 관리자가 언제 어디에서 로그인했는지(실패 포함) 남긴 기록입니다. 고칠 수 없고 2년 동안 지울 수 없습니다.',
      en: 'Who viewed, downloaded, exported or decided applicants’ personal data, when and from where, and the staff’s sign-ins (failed ones too). It cannot be changed, nor deleted for two years.',
    },
  },
  defaultSort: '-createdAt',
  access: { ...staffRules(ACCESS_LOG), delete: expiredAccessLog },
  hooks: keepEntries,
  endpoints: [reviewEndpoint],
  fields: [
    { name: 'action', label: { ko: '한 일', en: 'Action' }, type: 'select', required: true, index: true, options: ACCESS_ACTIONS.map((option) => ({ ...option })), admin: readOnly },
    { name: 'actor', label: { ko: '계정', en: 'Account' }, type: 'relationship', relationTo: 'users', index: true, admin: readOnly },
    { name: 'actorName', label: { ko: '처리한 사람', en: 'By' }, type: 'text', admin: readOnly },
    { name: 'actorEmail', label: { ko: '처리한 사람의 이메일', en: 'By (e-mail)' }, type: 'text', admin: readOnly },
    { name: 'address', label: { ko: '접속 주소 (IP)', en: 'Address (IP)' }, type: 'text', index: true, admin: readOnly },
    { name: 'applicationId', label: { ko: '지원서 번호', en: 'Application id' }, type: 'number', index: true, admin: readOnly },
    { name: 'reference', label: { ko: '접수 번호', en: 'Reference' }, type: 'text', index: true, admin: readOnly },
    { name: 'details', label: { ko: '내용', en: 'Details' }, type: 'json', admin: readOnly },
  ],
}
