import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { staffRules } from '../../access/staff-rules'
import { askingComponents } from '../../admin/asking-components'
import { askAgainBefore } from '../../hooks/ask-again'
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATES } from '../../../lib/privacy/request-options'

/** The moment a request is marked answered is kept, once. */
const stampAnswer: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.state === 'answered' && !originalDoc?.answeredAt) return { ...data, answeredAt: new Date().toISOString() }
  return data
}

/**
 * An applicant's request to correct or delete what the school holds about them (PIPA Art. 35, 36),
 * sent from the status page. The school answers within ten days (decree Art. 41, 43): `answerBy`.
 * Only /api/registration/privacy-requests creates them; only admins read them.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  labels: { singular: { ko: '개인정보 요청', en: 'Privacy request' }, plural: { ko: '개인정보 정정·삭제 요청', en: 'Privacy requests' } },
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['kind', 'reference', 'application', 'state', 'answerBy', 'createdAt'],
    group: { ko: '입학', en: 'Admissions' },
    components: askingComponents(),
  },
  defaultSort: '-createdAt',
  access: staffRules('privacy-requests'),
  // Deleting a request (the applicant's exercise of a right, kept as evidence) is asked as deleting an application is.
  hooks: { beforeOperation: [askAgainBefore('delete')], beforeChange: [stampAnswer] },
  fields: [
    // Not required: a deletion request answered by deleting the application stays on record, its reference kept below.
    { name: 'application', label: { ko: '지원서', en: 'Application' }, type: 'relationship', relationTo: 'applications', index: true, admin: { readOnly: true } },
    { name: 'reference', label: { ko: '접수 번호', en: 'Reference' }, type: 'text', admin: { readOnly: true } },
    { name: 'kind', label: { ko: '요청', en: 'Request' }, type: 'select', required: true, options: PRIVACY_REQUEST_KINDS.map((option) => ({ ...option })), admin: { readOnly: true } },
    { name: 'details', label: { ko: '요청 내용', en: 'Details' }, type: 'textarea', maxLength: 2000, admin: { readOnly: true } },
    {
      name: 'state',
      label: { ko: '상태', en: 'State' },
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: PRIVACY_REQUEST_STATES.map((option) => ({ ...option })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'answerBy',
      label: { ko: '답변 기한', en: 'Answer by' },
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: { ko: '요청을 받은 날부터 10일 안에 답해야 합니다.', en: 'Within ten days of the request.' } },
    },
    { name: 'answeredAt', label: { ko: '답변 일시', en: 'Answered at' }, type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'answer', label: { ko: '처리 내용 (내부 기록)', en: 'What was done (internal)' }, type: 'textarea', maxLength: 2000 },
  ],
}
