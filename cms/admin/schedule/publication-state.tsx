'use client'

import { useDocumentInfo, useModal, useServerFunctions, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { staffDateTime } from '../../../lib/format/dates'
import { adminT } from '../../admin-translations'

type Upcoming = { id: number | string; input: { type: 'publish' | 'unpublish' }; waitUntil: string }

/**
 * In a document's sidebar: its 게시 예약 ("예약: 2026-11-29 09:00 게시"), read again whenever the scheduling
 * drawer closes, or where to schedule it (before the first save there is no document a job could publish).
 */
export function PublicationState() {
  const { id, collectionSlug } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const { getUpcomingScheduledPublish } = useServerFunctions()
  const t = adminT(useTranslation().t)
  const drawerOpen = id !== undefined && isModalOpen(`schedule-publish-${id}`)
  const [upcoming, setUpcoming] = useState<Upcoming[]>()

  useEffect(() => {
    if (id === undefined || drawerOpen) return
    let current = true
    void getUpcomingScheduledPublish({ id, collectionSlug }).then((docs) => {
      if (current) setUpcoming(docs as Upcoming[])
    })
    return () => {
      current = false
    }
  }, [id, collectionSlug, drawerOpen, getUpcomingScheduledPublish])

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
