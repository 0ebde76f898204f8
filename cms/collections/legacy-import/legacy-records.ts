import type { CollectionConfig } from 'payload'

import { staffRules } from '../../access/staff-rules'

/**
 * What `npm run import:legacy` brought over from the old site: one row per old record or file (`key`
 * is `kind:old id`, or `file:old storage path`), naming the document it became and a fingerprint of the
 * old row. A second run updates only the rows whose fingerprint changed and adds nothing twice; an
 * interrupted run continues where it stopped. A file's row also keeps its new address, which the old
 * `/storage/...` address answers with a 301 (app/storage/[...path]/route.ts).
 */
export const LegacyRecords: CollectionConfig = {
  slug: 'legacy-records',
  labels: { singular: { ko: '옛 사이트 항목', en: 'Old site record' }, plural: { ko: '옛 사이트 항목', en: 'Old site records' } },
  admin: { hidden: true, useAsTitle: 'key' },
  access: staffRules('legacy-records'),
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'kind', type: 'text', required: true, index: true },
    { name: 'targetCollection', type: 'text', required: true },
    { name: 'targetId', type: 'number', required: true },
    { name: 'fingerprint', type: 'text' },
    { name: 'url', type: 'text' },
  ],
}
