'use client'

import { Button, ConfirmationModal, toast, useConfig, useDocumentInfo, useForm, useLocale, useModal, useTranslation } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'

import { staffDateTime } from '../../../lib/format/dates'
import { adminT } from '../../admin-translations'
import { useUpcomingSchedules } from './use-upcoming'

/** Payload's words for a document's state (version:draft, version:changed, …), as its own Status says them. */
type StatusKey = 'draft' | 'changed' | 'published' | 'previouslyDraft' | 'previouslyPublished'

function statusKey(hasPublishedDoc: boolean, unpublishedVersionCount: number, isTrashed: boolean | undefined): StatusKey {
  if (isTrashed) return hasPublishedDoc ? 'previouslyPublished' : 'previouslyDraft'
  if (!hasPublishedDoc) return 'draft'
  return unpublishedVersionCount > 0 ? 'changed' : 'published'
}

/**
 * The document's 상태 above its form, in the place of Payload's (which it does not export for reuse): Payload's
 * 초안, 게시됨 or 변경됨 with its "게시된 버전으로 되돌리기", except that a draft waiting for its 게시 예약 says so,
 * "예약됨 (2026-11-29 09:00 게시)", where Payload says 초안 as if nothing were to happen.
 */
export function ScheduledStatus() {
  const { id, collectionSlug, docPermissions, hasPublishedDoc, unpublishedVersionCount, isTrashed, incrementVersionCount, setUnpublishedVersionCount, setMostRecentVersionIsAutosaved } =
    useDocumentInfo()
  const { config } = useConfig()
  const { reset } = useForm()
  const { code: locale } = useLocale()
  const { toggleModal } = useModal()
  const { i18n, t } = useTranslation()
  const upcoming = useUpcomingSchedules()
  const key = statusKey(hasPublishedDoc, unpublishedVersionCount, isTrashed)
  const firstPublication = key === 'draft' ? upcoming?.find((event) => event.input.type === 'publish') : undefined
  const shown = firstPublication
    ? adminT(t)('schedule:scheduledStatus', {
        date: staffDateTime(firstPublication.waitUntil),
      })
    : t(`version:${key}`)
  const revertModal = `confirm-revert-${id}`

  // As Payload's Status does: the published version, read without drafts, saved again over the draft.
  const revert = async () => {
    const url = formatAdminURL({
      apiRoute: config.routes.api,
      path: `/${collectionSlug}/${id}?locale=${locale}&fallback-locale=null&depth=0`,
    })
    const headers = {
      'Accept-Language': i18n.language,
      'Content-Type': 'application/json',
    }
    const published = await (await fetch(url, { credentials: 'include', headers })).json()
    const response = await fetch(url, {
      method: 'PATCH',
      credentials: 'include',
      headers,
      body: JSON.stringify(published),
    })
    const json = (await response.json()) as {
      doc?: Record<string, unknown>
      message?: string
      errors?: { message?: string }[]
    }
    if (!response.ok) return void toast.error(json.errors?.[0]?.message ?? t('error:revertingDocument'))
    void reset(json.doc)
    toast.success(json.message)
    incrementVersionCount()
    setMostRecentVersionIsAutosaved(false)
    setUnpublishedVersionCount(0)
  }

  return (
    <div className="status" title={`${t('version:status')}: ${shown}`} data-status={firstPublication ? 'scheduled' : key}>
      <div className="status__value-wrap">
        <span className="status__label">{t('version:status')}: </span>
        <span className="status__value">{shown}</span>
        {key === 'changed' && docPermissions?.update ? (
          <>
            {' — '}
            <Button buttonStyle="none" className="status__action" id="action-revert-to-published" onClick={() => toggleModal(revertModal)}>
              {t('version:revertToPublished')}
            </Button>
            <ConfirmationModal
              body={t('version:aboutToRevertToPublished')}
              confirmingLabel={t('version:reverting')}
              heading={t('version:confirmRevertToSaved')}
              modalSlug={revertModal}
              onConfirm={revert}
            />
          </>
        ) : null}
      </div>
    </div>
  )
}
