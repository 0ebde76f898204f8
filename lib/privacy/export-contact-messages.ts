import type { Payload, Where } from 'payload'

import type { ContactMessage } from '@/cms/payload-types'

import { staffDateTime } from '../format/dates'
import { recordAccess, type Accessor } from './access-log'
import type { ContactFilters } from './export-filters'
import type { ExportTexts } from './export-texts'
import { workbookOf, type Column } from './workbook'

/** The contact messages the filters chose, oldest first, as an .xlsx file; the export is a line of the access log. */
export async function exportContactMessages(payload: Payload, filters: ContactFilters, where: Where, who: Accessor, text: ExportTexts): Promise<{ body: Uint8Array; count: number }> {
  const { docs } = await payload.find({ collection: 'contact-messages', where, depth: 0, pagination: false, sort: 'createdAt', overrideAccess: true })
  const yes = text.column('yes')
  const no = text.column('no')
  const columns: Column<ContactMessage>[] = [
    { header: text.column('createdAt'), width: 18, value: (row) => staffDateTime(row.createdAt) },
    { header: text.column('name'), width: 14, value: (row) => row.name },
    { header: text.column('email'), width: 28, value: (row) => row.email },
    { header: text.column('message'), width: 60, value: (row) => row.message },
    { header: text.column('handled'), width: 8, value: (row) => (row.handled ? yes : no) },
    { header: text.column('locale'), width: 8, value: (row) => row.locale },
  ]
  const body = await workbookOf(text.sheet('contactMessages'), columns, docs)
  await recordAccess(payload, who, {
    action: 'exportContactMessages',
    details: { filters: { handled: filters.handled ?? null, from: filters.from ?? null, to: filters.to ?? null }, count: docs.length },
  })
  return { body, count: docs.length }
}
