import type { CollectionSlug, DefaultServerCellComponentProps } from 'payload'

import { staffDateTime } from '../../../lib/format/dates'
import { adminT } from '../../admin-translations'
import { upcomingSchedules } from './upcoming'

/** A list's 게시 상태: 게시됨, 초안, or the 게시 예약 waiting for it ("예약: 2026-11-29 09:00 게시"). */
export async function PublicationCell({ rowData, collectionSlug, payload, i18n }: DefaultServerCellComponentProps) {
  // Payload renders a UI field's Cell in the edit view too, with no row.
  if (!rowData) return null
  const t = adminT(i18n.t)
  const scheduled = (await upcomingSchedules(payload, collectionSlug as CollectionSlug)).get(String(rowData.id))
  if (scheduled) {
    const date = staffDateTime(scheduled.at)
    return <span data-scheduled={scheduled.type}>{t(scheduled.type === 'publish' ? 'schedule:publishAt' : 'schedule:unpublishAt', { date })}</span>
  }
  const status = (rowData as { _displayStatus?: string; _status?: string })._displayStatus ?? rowData._status
  return <span>{t(status === 'changed' ? 'schedule:changed' : status === 'published' ? 'schedule:published' : 'schedule:draft')}</span>
}
