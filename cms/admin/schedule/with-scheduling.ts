import type { CollectionConfig, Field } from 'payload'

import { datedWhenScheduledOut } from '../../hooks/dated-when-scheduled'

const PUBLICATION = 'publication'

const publicationField: Field = {
  name: PUBLICATION,
  label: { ko: '게시 상태', en: 'Publication' },
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/cms/admin/schedule/publication-state#PublicationState', Cell: '/cms/admin/schedule/publication-cell#PublicationCell' } },
}

/** 게시일 with, while a 게시 예약 will publish the post, the date it will carry then (dated-by-schedule.tsx). */
function describedWhenScheduled(field: Field): Field {
  if (!('name' in field) || field.name !== 'publishedAt' || field.type !== 'date') return field
  return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Description: '/cms/admin/schedule/dated-by-schedule#DatedBySchedule' } } }
}

/**
 * A collection with scheduled publishing (SCHEDULED_DRAFTS) as the office meets it: a publish button that says
 * what it will do, with a 게시 예약 drawer that opens on 게시 for a first publication (publish-button.tsx), a
 * 상태 that says 예약됨 for a draft waiting for its 게시 예약 (scheduled-status.tsx), and in the sidebar the
 * document's 게시 예약 or, before the first save, where to make one. Its list shows 게시 상태 instead of Payload's status
 * (which says 초안 for a scheduled draft): 게시됨, 초안 or "예약: 2026-11-29 09:00 게시". A post dated by 게시일 is
 * dated when its 게시 예약 publishes it, as its 게시일 says meanwhile.
 */
export function withScheduledPublishing(collection: CollectionConfig): CollectionConfig {
  const drafts = collection.versions && typeof collection.versions === 'object' ? collection.versions.drafts : undefined
  if (!drafts || typeof drafts !== 'object' || !drafts.schedulePublish) return collection
  const admin = collection.admin ?? {}
  const dated = collection.fields.some((field) => 'name' in field && field.name === 'publishedAt')
  return {
    ...collection,
    admin: {
      ...admin,
      defaultColumns: admin.defaultColumns?.map((column) => (column === '_status' ? PUBLICATION : column)),
      components: { ...admin.components, edit: { ...admin.components?.edit, PublishButton: '/cms/admin/schedule/publish-button#SchedulePublishButton', Status: '/cms/admin/schedule/scheduled-status#ScheduledStatus' } },
    },
    fields: [publicationField, ...(dated ? collection.fields.map(describedWhenScheduled) : collection.fields)],
    hooks: dated ? { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), datedWhenScheduledOut] } : collection.hooks,
  }
}
