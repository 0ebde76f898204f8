'use client'

import { useDocumentInfo, useModal, useServerFunctions } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

export type UpcomingEvent = {
  id: number | string
  input: { type: 'publish' | 'unpublish'; locale?: string }
  waitUntil: string
}

/** The drawer in which a document's 게시 예약 are made (schedule-drawer.tsx). */
export const scheduleDrawerSlug = (id: number | string | undefined) => `schedule-publish-${id}`

/**
 * The open document's 게시 예약 still to come, soonest first: undefined while read and before the first save, read
 * again whenever the scheduling drawer closes.
 */
export function useUpcomingSchedules(): UpcomingEvent[] | undefined {
  const { id, collectionSlug } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const { getUpcomingScheduledPublish } = useServerFunctions()
  const drawerOpen = id !== undefined && isModalOpen(scheduleDrawerSlug(id))
  const [upcoming, setUpcoming] = useState<UpcomingEvent[]>()

  useEffect(() => {
    if (id === undefined || drawerOpen) return
    let current = true
    void getUpcomingScheduledPublish({ id, collectionSlug }).then((docs) => {
      if (current) setUpcoming(docs as UpcomingEvent[])
    })
    return () => {
      current = false
    }
  }, [id, collectionSlug, drawerOpen, getUpcomingScheduledPublish])

  return upcoming
}
