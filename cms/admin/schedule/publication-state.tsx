'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { staffDateTime } from '../../../lib/format/dates'
import { adminT } from '../../admin-translations'
import { useUpcomingSchedules } from './use-upcoming'

/**
 * In a document's sidebar: its 게시 예약 ("예약: 2026-11-29 09:00 게시"), or where to schedule it (before the first save
 * there is no document a job could publish).
 */
export function PublicationState() {
  const { id } = useDocumentInfo()
  const t = adminT(useTranslation().t)
  const upcoming = useUpcomingSchedules()

  return (
    <div className="field-type" data-publication-state>
      <span className="field-label">{t('schedule:heading')}</span>
      {id === undefined ? (
        <p>{t('schedule:beforeFirstSave')}</p>
      ) : upcoming?.length ? (
        <ul>
          {upcoming.map((event) => (
            <li key={event.id}>
              <strong>{t(event.input.type === 'unpublish' ? 'schedule:unpublishAt' : 'schedule:publishAt', { date: staffDateTime(event.waitUntil) })}</strong>
            </li>
          ))}
        </ul>
      ) : upcoming ? (
        <p>{t('schedule:none')}</p>
      ) : null}
    </div>
  )
}
