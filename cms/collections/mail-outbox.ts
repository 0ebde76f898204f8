import type { CollectionConfig } from 'payload'

import { staffRules } from '../access/staff-rules'

/** Every mail the site sends or tried to send: kept so staff can see what went out, and the only copy when no SMTP is set. */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: { ko: '보낸 메일', en: 'Outgoing mail' }, plural: { ko: '메일 발송함', en: 'Mail outbox' } },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'createdAt'],
    group: { ko: '문의와 메일', en: 'Messages and mail' },
    description: {
      ko: '사이트가 보낸 모든 메일입니다. 메일 서버가 설정되지 않았으면 메일은 보내지지 않고 여기에만 보관됩니다.',
      en: 'Every mail the site sent. Without SMTP settings mails are not sent but kept here.',
    },
  },
  defaultSort: '-createdAt',
  access: staffRules('mail-outbox'),
  fields: [
    { name: 'to', label: { ko: '받는 사람', en: 'To' }, type: 'text', required: true, admin: { readOnly: true } },
    { name: 'subject', label: { ko: '제목', en: 'Subject' }, type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'status',
      label: { ko: '상태', en: 'Status' },
      type: 'select',
      required: true,
      options: [
        { value: 'sent', label: { ko: '보냄', en: 'Sent' } },
        { value: 'failed', label: { ko: '실패', en: 'Failed' } },
        { value: 'kept', label: { ko: '보관됨 (메일 서버 없음)', en: 'Kept (no mail server)' } },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'error', label: { ko: '오류', en: 'Error' }, type: 'textarea', admin: { readOnly: true, condition: (data) => Boolean(data?.error) } },
    { name: 'text', label: { ko: '본문', en: 'Text' }, type: 'textarea', admin: { readOnly: true } },
  ],
}
