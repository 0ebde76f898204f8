import { getTranslations } from 'next-intl/server'

import { notFound } from '../api/responses'
import { getAcademicEvents } from '../content/academic-calendar'
import { getSeminarOccasion } from '../content/offline-seminars'
import { SECTION } from '../content/sections'
import { getSettings } from '../content/settings'
import { absoluteUrl, siteOrigin } from '../seo/metadata'
import { academicCalendarIcs, calendarResponse, seminarIcs } from './ics'
import { seminarIdOfFile } from './paths'

const host = (): string => new URL(siteOrigin()).host

/** `/academic-calendar.ics`: every visible academic event, the titles in Korean and English. */
export async function academicCalendarFile(): Promise<Response> {
  const [events, settings, t] = await Promise.all([getAcademicEvents(), getSettings('ko'), getTranslations({ locale: 'ko', namespace: 'calendar' })])
  const name = `${settings.school_name} ${t('title')}`.trim()
  const body = academicCalendarIcs(events, { name, url: absoluteUrl('ko', `/${SECTION.academicSchedule}`), host: host() })
  return calendarResponse(body, 'academic-calendar.ics')
}

/** `/offline-seminars/{id}.ics`: one visible seminar; 404 for any other name. */
export async function seminarCalendarFile(file: string): Promise<Response> {
  const id = seminarIdOfFile(file)
  const seminar = id === null ? null : await getSeminarOccasion(id)
  if (!seminar) return notFound('ko')
  const settings = await getSettings('ko')
  const location = [settings.school_name, settings.street, settings.city].filter(Boolean).join(', ')
  const url = absoluteUrl('ko', `/${SECTION.seminars}`)
  const body = seminarIcs({ ...seminar, location, url }, { name: seminar.title.ko, url, host: host() })
  return calendarResponse(body, `offline-seminar-${seminar.id}.ics`)
}
