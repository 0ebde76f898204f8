'use client'

import { Button, DatePicker, Drawer, FieldLabel, ReactSelect, toast, useConfig, useDocumentInfo, useDocumentTitle, useServerFunctions, useTranslation, type ReactSelectOption } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'
import { useEffect, useState } from 'react'

import { staffDateTime } from '../../../lib/format/dates'
import { adminT } from '../../admin-translations'
import { SCHEDULED_DRAFTS } from '../../fields/scheduled-drafts'
import { STAFF_DATE_TIME } from '../staff-admin-view'
import { pickedOfSeoulMoment, seoulMomentOfPicked } from './seoul-time'
import { STAFF_TIME_ZONES } from './time-zone'
import { scheduleDrawerSlug, type UpcomingEvent } from './use-upcoming'

type Kind = 'publish' | 'unpublish'

const ALL_LANGUAGES = 'all'
const [SEOUL] = STAFF_TIME_ZONES.supportedTimezones

const hasPassed = (moment: Date) => moment.getTime() <= Date.now()

/**
 * The 게시 예약 drawer, in the place of Payload's (which opens on 게시 해제 for a document never published: it reads
 * "no draft newer than the published version" as "published"): what to do, when in Seoul time as staff write it
 * (2026-11-30 09:00, from a 24-hour list), in which languages, and the 게시 예약 already made, each removable. The
 * jobs are Payload's own (its schedulePublish server function), so its job runner publishes them.
 */
export function ScheduleDrawer({ defaultKind }: { defaultKind: Kind }) {
  const { id, collectionSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { config } = useConfig()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const { i18n, t } = useTranslation()
  const words = adminT(t)
  const [kind, setKind] = useState<Kind>(defaultKind)
  const [moment, setMoment] = useState<Date>()
  const [language, setLanguage] = useState(ALL_LANGUAGES)
  const [processing, setProcessing] = useState(false)
  const [upcoming, setUpcoming] = useState<UpcomingEvent[]>()
  const slug = scheduleDrawerSlug(id)

  const languages: { label: string; value: string }[] = [
    { label: words('schedule:allLanguages'), value: ALL_LANGUAGES },
    ...(config.localization
      ? config.localization.locales.map(({ code, label }) => ({ label: getTranslation(label, i18n), value: code }))
      : []),
  ]

  // Read when the drawer opens and again after each change (`changes`).
  const [changes, setChanges] = useState(0)
  useEffect(() => {
    let current = true
    void getUpcomingScheduledPublish({ id, collectionSlug }).then((docs) => {
      if (current) setUpcoming(docs as UpcomingEvent[])
    })
    return () => {
      current = false
    }
  }, [getUpcomingScheduledPublish, id, collectionSlug, changes])

  /**
   * Payload's server function answers a failure with `{ error }` in English (or throws): staff are told in their
   * language, and the reason stays in the server's log, where Payload writes it.
   */
  const run = async (args: Parameters<typeof schedulePublish>[0], success: string): Promise<boolean> => {
    setProcessing(true)
    const result = await (schedulePublish(args) as Promise<{ error?: string } | undefined>).catch(() => ({ error: 'thrown' }))
    setProcessing(false)
    if (result?.error) {
      toast.error(words('schedule:notChanged'))
      return false
    }
    toast.success(success)
    setChanges((count) => count + 1)
    return true
  }

  const save = async () => {
    if (!moment) return void toast.error(t('general:noDateSelected'))
    // A moment already past would be published at once by the job runner, not at the time staff meant.
    if (hasPassed(moment)) return void toast.error(words('schedule:pastTime'))
    const saved = await run(
      {
        type: kind,
        date: moment,
        doc: { relationTo: collectionSlug!, value: String(id) },
        localeToPublish: kind === 'publish' && language !== ALL_LANGUAGES ? language : undefined,
        timezone: SEOUL.value,
      },
      t('version:scheduledSuccessfully'),
    )
    if (saved) setMoment(undefined)
  }

  return (
    <Drawer slug={slug} title={t('general:schedulePublishFor', { title })} className="schedule-publish">
      <fieldset data-schedule-kind disabled={processing}>
        <legend>{t('version:type')}</legend>
        {(['publish', 'unpublish'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name={`${slug}-type`} value={option} checked={kind === option} onChange={() => setKind(option)} /> {t(`version:${option}`)}
          </label>
        ))}
      </fieldset>
      <FieldLabel label={t('general:time')} path="time" required />
      <DatePicker
        id="time"
        pickerAppearance="dayAndTime"
        displayFormat={STAFF_DATE_TIME}
        timeFormat={SCHEDULED_DRAFTS.schedulePublish.timeFormat}
        timeIntervals={SCHEDULED_DRAFTS.schedulePublish.timeIntervals}
        minDate={new Date()}
        readOnly={processing}
        value={moment ? pickedOfSeoulMoment(moment) : undefined}
        onChange={(picked) => setMoment(picked ? seoulMomentOfPicked(picked) : undefined)}
        overrides={{ timeCaption: words('schedule:timeCaption') }}
      />
      <p className="timezone-picker">
        {t('general:timezone')}: {SEOUL.label}
      </p>
      {kind === 'publish' && languages.length > 1 ? (
        <>
          <FieldLabel label={t('localization:localeToPublish')} />
          <ReactSelect options={languages} value={languages.find((option) => option.value === language)} onChange={(option) => setLanguage(String((option as ReactSelectOption).value))} />
        </>
      ) : null}
      <Button buttonStyle="primary" id="scheduled-publish-save" disabled={processing} onClick={() => void save()}>
        {t('general:save')}
      </Button>
      <h3>{t('general:upcomingEvents')}</h3>
      {upcoming?.length ? (
        <table>
          <tbody>
            {upcoming.map((event) => (
              <tr key={event.id}>
                <td>{t(`version:${event.input.type}`)}</td>
                <td>{staffDateTime(event.waitUntil)}</td>
                <td>{languages.find((option) => option.value === (event.input.locale ?? ALL_LANGUAGES))?.label}</td>
                <td>
                  <Button buttonStyle="subtle" size="small" disabled={processing} onClick={() => void run({ deleteID: event.id }, t('general:deletedSuccessfully'))}>
                    {t('general:delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : upcoming ? (
        <p>{t('general:noUpcomingEventsScheduled')}</p>
      ) : null}
    </Drawer>
  )
}
