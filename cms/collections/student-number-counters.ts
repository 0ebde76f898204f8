import type { CollectionConfig } from 'payload'

import { staffRules } from '../access/staff-rules'

/**
 * The last sequence number given out per prefix: a student number prefix (year, term, department
 * code) or an application reference year (`application-2027`). Written only by approvals and
 * registrations, inside their transaction, with an atomic increment (lib/registration/sequence.ts).
 */
export const StudentNumberCounters: CollectionConfig = {
  slug: 'student-number-counters',
  labels: { singular: { ko: '일련번호', en: 'Sequence counter' }, plural: { ko: '일련번호', en: 'Sequence counters' } },
  admin: { useAsTitle: 'prefix', defaultColumns: ['prefix', 'lastSequence', 'updatedAt'], group: { ko: '입학', en: 'Admissions' } },
  access: staffRules('student-number-counters'),
  fields: [
    { name: 'prefix', label: { ko: '앞자리', en: 'Prefix' }, type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'lastSequence', label: { ko: '마지막 일련번호', en: 'Last sequence' }, type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
  ],
}
