import type { CollectionConfig } from 'payload'

import { PROVE_AHEAD } from '../../admin/asking-components'
import { staffRules } from '../../access/staff-rules'
import { consentsField } from '../../fields/consents'
import { staffReadHooks } from '../../hooks/staff-reads'
import { contactMessageEndpoints } from './endpoints'
import { CONTACT_TOPICS } from '../../../lib/contact/topics'

const TOPIC_LABELS = { general: { ko: '일반 문의', en: 'General' }, accessibility: { ko: '웹 접근성 문제 신고', en: 'Accessibility barrier' } } as const

/** Messages from the contact form: the staff's inbox. Only /api/contact/us creates them (with access control off). */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: { ko: '문의', en: 'Contact message' }, plural: { ko: '문의함', en: 'Contact messages' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'topic', 'handled', 'createdAt'],
    listSearchableFields: ['name', 'email', 'message'],
    group: { ko: '문의와 메일', en: 'Messages and mail' },
    components: { beforeListTable: ['/cms/collections/contact-messages/export-form#ContactMessagesExportForm'], listMenuItems: [PROVE_AHEAD] },
  },
  endpoints: contactMessageEndpoints,
  defaultSort: '-createdAt',
  // As applications: no lock record carrying the open message into every form-state request (a logged read each).
  lockDocuments: false,
  hooks: staffReadHooks({ list: 'listContactMessages', single: 'viewContactMessage', whose: (doc) => ({ details: { id: doc.id } }) }),
  access: staffRules('contact-messages'),
  fields: [
    { name: 'name', label: { ko: '이름', en: 'Name' }, type: 'text', required: true, admin: { readOnly: true } },
    { name: 'email', label: { ko: '이메일', en: 'E-mail' }, type: 'email', required: true, admin: { readOnly: true } },
    { name: 'message', label: { ko: '내용', en: 'Message' }, type: 'textarea', required: true, admin: { readOnly: true } },
    // A barrier reported from the accessibility statement is told apart, so the office can find and answer them first.
    {
      name: 'topic',
      label: { ko: '주제', en: 'Topic' },
      type: 'select',
      options: CONTACT_TOPICS.map((value) => ({ value, label: TOPIC_LABELS[value] })),
      defaultValue: 'general',
      required: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'reply', label: { ko: '메일로 답장', en: 'Reply' }, type: 'ui', admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/cms/collections/contact-messages/reply-by-mail#ReplyByMail' } } },
    {
      name: 'handled',
      label: { ko: '처리함', en: 'Handled' },
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'locale', label: { ko: '언어', en: 'Language' }, type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    // The spam check's score: kept for a developer, meaningless to the office.
    consentsField('contact-messages', ['privacy']),
    { name: 'recaptchaScore', label: { ko: '스팸 검사 점수', en: 'Spam check score' }, type: 'number', admin: { hidden: true } },
  ],
}
