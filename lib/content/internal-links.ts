import type { Locale } from '../api/types'
import { localizedPath } from '../seo/metadata'

/** The collections whose documents have a public page, so rich text may link to them. */
export const LINKABLE_COLLECTIONS = ['news', 'static-pages', 'galleries'] as const

type LinkableCollection = (typeof LINKABLE_COLLECTIONS)[number]
type DocRef = { id?: number; slug?: unknown }
type LinkedDoc = { relationTo: string; value: number | DocRef }

const PAGE_OF: Record<LinkableCollection, (doc: DocRef) => string | null> = {
  news: (doc) => (typeof doc.slug === 'string' ? `/news/announcement/${doc.slug}` : null),
  'static-pages': (doc) => (typeof doc.slug === 'string' ? `/${doc.slug}` : null),
  galleries: (doc) => (typeof doc.slug === 'string' ? `/community/gallery/${doc.slug}` : null),
}

const isLinkable = (slug: string | undefined): slug is LinkableCollection => LINKABLE_COLLECTIONS.includes(slug as LinkableCollection)

/** The address, in `locale`, of a document a rich-text link points to; `#` when it is gone or has no page. */
export function internalDocHref(linked: LinkedDoc | null | undefined, locale: Locale): string {
  if (!linked || !isLinkable(linked.relationTo)) return '#'
  const doc: DocRef = typeof linked.value === 'number' ? { id: linked.value } : linked.value
  const path = PAGE_OF[linked.relationTo](doc)
  return path ? localizedPath(locale, path) : '#'
}
