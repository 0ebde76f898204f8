'use client'

import { useFormFields, useTranslation } from '@payloadcms/ui'

import { staffDateTime } from '../../../lib/format/dates'
import { adminT } from '../../admin-translations'
import { useUpcomingSchedules } from './use-upcoming'

/**
 * Under a post's 게시일 while a 게시 예약 will publish it: the date it will carry then (datedWhenScheduledOut dates a post
 * by the scheduled time unless staff dated it later), where the field alone shows the day the draft was first saved.
 */
export function DatedBySchedule() {
  const t = adminT(useTranslation().t)
  const dated = useFormFields(([fields]) => fields.publishedAt?.value) as string | null | undefined
  const publication = useUpcomingSchedules()?.find((event) => event.input.type === 'publish')
  if (!publication || (dated && new Date(dated).getTime() >= new Date(publication.waitUntil).getTime())) return null
  return <div className="field-description" data-dated-by-schedule>{t('schedule:datedWhenOut', { date: staffDateTime(publication.waitUntil) })}</div>
}
