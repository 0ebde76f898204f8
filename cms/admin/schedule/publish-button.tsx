'use client'

import { FormSubmit, PopupList, useConfig, useDocumentInfo, useForm, useFormModified, useLocale, useModal, useTranslation } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'
import { formatAdminURL } from 'payload/shared'

import { adminT } from '../../admin-translations'
import { ScheduleDrawer } from './schedule-drawer'
import { scheduleDrawerSlug, useUpcomingSchedules } from './use-upcoming'

/**
 * The publish button of a collection with 게시 예약, in the place of Payload's, whose scheduling drawer opens on
 * 게시 해제 for a document never published (schedule-drawer.tsx), and whose label says "변경 사항 게시" for a
 * first publication. It says what it will do: 게시 for a first publication, 지금 게시 when one is already
 * scheduled, 변경 사항 게시 otherwise. Its ▾ holds 게시 예약 (once the document is saved, with nothing unsaved:
 * a job publishes what was saved) and, as Payload's does, publishing the language being edited alone; every
 * collection with 게시 예약 has fields in both languages.
 */
export function SchedulePublishButton() {
  const { id, collectionSlug, hasPublishPermission, hasPublishedDoc, unpublishedVersionCount, setHasPublishedDoc, setUnpublishedVersionCount, setMostRecentVersionIsAutosaved } = useDocumentInfo()
  const { config } = useConfig()
  const { code: locale } = useLocale()
  const { submit } = useForm()
  const modified = useFormModified()
  const { isModalOpen, toggleModal } = useModal()
  const { i18n, t } = useTranslation()
  const upcoming = useUpcomingSchedules()
  const drawer = scheduleDrawerSlug(id)
  if (!hasPublishPermission) return null

  const changed = unpublishedVersionCount > 0
  const canPublish = modified || changed || !hasPublishedDoc
  const canSchedule = id !== undefined && !modified
  const firstScheduled = !hasPublishedDoc && upcoming?.some((event) => event.input.type === 'publish')
  const label = hasPublishedDoc ? t('version:publishChanges') : adminT(t)(firstScheduled ? 'schedule:publishNow' : 'schedule:publishFirst')
  const localeLabel = config.localization ? config.localization.locales.find((each) => each.code === locale)?.label : undefined
  const languageName = localeLabel ? getTranslation(localeLabel, i18n) : locale

  // As Payload's button does: the form saved with _status published, in every language or in one.
  const publish = async (only?: string) => {
    const query = new URLSearchParams({
      depth: '0',
      locale: only ?? locale,
      ...(only && { publishSpecificLocale: only }),
    })
    const action = formatAdminURL({
      apiRoute: config.routes.api,
      path: `/${collectionSlug}${id !== undefined ? `/${id}` : ''}?${query}`,
    })
    if (!(await submit({ action, overrides: { _status: 'published' } }))) return
    setUnpublishedVersionCount(0)
    setMostRecentVersionIsAutosaved(false)
    setHasPublishedDoc(true)
  }

  return (
    <>
      <FormSubmit
        buttonId="action-save"
        type="button"
        size="medium"
        disabled={!canPublish}
        onClick={() => void publish()}
        enableSubMenu
        SubMenuPopupContent={({ close }) => (
          <>
            {canSchedule ? (
              <PopupList.ButtonGroup>
                <PopupList.Button id="schedule-publish" onClick={() => [toggleModal(drawer), close()]}>
                  {t('version:schedulePublish')}
                </PopupList.Button>
              </PopupList.ButtonGroup>
            ) : null}
            <PopupList.ButtonGroup>
              <PopupList.Button id="publish-locale" onClick={() => void publish(locale)}>
                {t('version:publishIn', { locale: languageName })}
              </PopupList.Button>
            </PopupList.ButtonGroup>
          </>
        )}
      >
        {label}
      </FormSubmit>
      {canSchedule && isModalOpen(drawer) ? <ScheduleDrawer defaultKind={hasPublishedDoc && !changed ? 'unpublish' : 'publish'} /> : null}
    </>
  )
}
