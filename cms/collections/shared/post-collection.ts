import type { CollectionConfig, CollectionSlug, Field } from 'payload'

import { publishedVisibleByNowOrStaff, publishedVisibleOrStaff } from '../../access/published-or-staff'
import { staffAccess } from '../../access/roles'
import { visibleReadStaffWrite } from '../../access/staff-rules'
import { previewUrl, type PreviewCollection } from '../../admin/preview'
import { SCHEDULED_DRAFTS } from '../../fields/scheduled-drafts'
import { hideFromEnglishField } from '../../fields/hide-from-english'
import { localizedText } from '../../fields/localized-text'
import { publishedAtField } from '../../fields/published-at'
import { richText } from '../../fields/rich-text'
import { visibleField } from '../../fields/visible'
import { revalidateOnChange } from '../../hooks/revalidate'
import { indexedForSearch } from '../../hooks/search-index'
import type { CacheTag } from '../../../lib/content/tags'
import type { SearchSourceSlug } from '../../../lib/search/sources'

type Label = { ko: string; en: string }

type PostCollectionOptions = {
  slug: SearchSourceSlug
  singular: Label
  plural: Label
  tag: CacheTag
  extraFields?: Field[]
  dateField?: Field
  /** Drafts, preview and scheduled publishing (every public board but downloads). */
  drafts?: boolean
}

/** A dated list entry with a title and rich-text content, newest first, visible to the public when switched on, found by site search. */
export function postCollection({ slug, singular, plural, tag, extraFields = [], dateField = publishedAtField, drafts = false }: PostCollectionOptions): CollectionConfig {
  const dateName = 'name' in dateField ? dateField.name : 'publishedAt'
  // A board dated by 게시일 also hides what is dated ahead; seminars are dated by the day they take place.
  const read = (dateName === 'publishedAt' ? publishedVisibleByNowOrStaff : publishedVisibleOrStaff)(slug as CollectionSlug)
  return {
    slug,
    labels: { singular, plural },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', dateName, 'visible', ...(drafts ? ['_status'] : [])],
      group: { ko: '게시판', en: 'Boards' },
      ...(drafts && { preview: previewUrl(slug as PreviewCollection) }),
    },
    defaultSort: `-${dateName}`,
    ...(drafts && { versions: { drafts: SCHEDULED_DRAFTS, maxPerDoc: 20 } }),
    access: drafts ? { ...visibleReadStaffWrite(slug), read, readVersions: staffAccess(slug, 'read') } : visibleReadStaffWrite(slug),
    hooks: indexedForSearch(slug, revalidateOnChange(tag)),
    fields: [
      localizedText('title', { ko: '제목', en: 'Title' }),
      richText({ name: 'content', label: { ko: '내용', en: 'Content' } }),
      ...extraFields,
      dateField,
      visibleField,
      hideFromEnglishField,
    ],
  }
}
