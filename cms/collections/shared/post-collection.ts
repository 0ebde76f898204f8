import type { CollectionConfig, Field } from 'payload'

import { visibleReadAdminWrite } from '../../access/admin-only'
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
}

/** A dated list entry with a title and rich-text content, newest first, visible to the public when switched on, found by site search. */
export function postCollection({ slug, singular, plural, tag, extraFields = [], dateField = publishedAtField }: PostCollectionOptions): CollectionConfig {
  const dateName = 'name' in dateField ? dateField.name : 'publishedAt'
  return {
    slug,
    labels: { singular, plural },
    admin: { useAsTitle: 'title', defaultColumns: ['title', dateName, 'visible'], group: { ko: '게시판', en: 'Boards' } },
    defaultSort: `-${dateName}`,
    access: visibleReadAdminWrite,
    hooks: indexedForSearch(slug, revalidateOnChange(tag)),
    fields: [
      localizedText('title', { ko: '제목', en: 'Title' }),
      richText({ name: 'content', label: { ko: '내용', en: 'Content' } }),
      ...extraFields,
      dateField,
      visibleField,
    ],
  }
}
