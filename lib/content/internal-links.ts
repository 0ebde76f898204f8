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

/**
 * The page (as the Korean site spells it) of a document a rich-text link points to; null when it is gone or has
 * no page. No language here: Payload's config imports this module, outside Next.js, where next-intl cannot load.
 */
export function internalDocPath(linked: LinkedDoc | null | undefined): string | null {
  if (!linked || !isLinkable(linked.relationTo)) return null
  const doc: DocRef = typeof linked.value === 'number' ? { id: linked.value } : linked.value
  return PAGE_OF[linked.relationTo](doc)
}
