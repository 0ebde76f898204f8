import type { Where } from 'payload'

import type { Gallery, Locale } from '../api/types'
import { cachedRead } from './cached'
import { allOf, englishListing, titleLanguage } from './english-listing'
import { pickText } from './localize'
import { mediaAlt, mediaUrl } from './media'
import { importedGallerySlug } from './imported-gallery-slug'
import { findPublic, parseId, type PublicDoc } from './query'
import { TAGS } from './tags'

export const RECENT_GALLERIES_LIMIT = 5

type GalleryLocalized = 'name' | 'description'
type GalleryDoc = PublicDoc<'galleries', GalleryLocalized>

const toGallery = (doc: GalleryDoc, locale: Locale): Gallery => ({
  id: doc.id,
  slug: doc.slug,
  name: pickText(doc.name, locale),
  description: pickText(doc.description, locale),
  // The alt text staff typed for each photo when uploading it (empty for a photo marked decorative).
  images: (doc.images ?? [])
    .map((image) => ({ image: mediaUrl(image, 'large'), thumbs: mediaUrl(image, 'thumb'), alt: mediaAlt(image, locale) }))
    .filter((image) => image.image !== ''),
  ...titleLanguage(doc.name, locale),
})

const WITH_IMAGES = { imageCount: { greater_than: 0 } }

/** Galleries that have images, newest first; `limit` 0 means all. */
export const getGalleries = cachedRead('galleries', [TAGS.galleries], async (limit: number, locale: Locale): Promise<Gallery[]> => {
  const result = await findPublic<'galleries', GalleryLocalized>('galleries', { where: allOf(WITH_IMAGES, englishListing(locale, 'name')), sort: '-publishedAt', limit })
  return result.docs.map((doc) => toGallery(doc, locale))
})

/**
 * One gallery by its slug, else by its numeric id (the contract's `/api/galleries/{id or slug}`); a slug that
 * looks like another gallery's id still names its own gallery. Pages are addressed by the slug alone.
 */
export const getGallery = cachedRead('gallery', [TAGS.galleries], async (idOrSlug: string, locale: Locale): Promise<Gallery | null> => {
  const id = parseId(idOrSlug)
  const where: Where = id === null ? { slug: { equals: idOrSlug } } : { or: [{ id: { equals: id } }, { slug: { equals: idOrSlug } }] }
  const { docs } = await findPublic<'galleries', GalleryLocalized>('galleries', { where, limit: 2 })
  const doc = docs.find((found) => found.slug === idOrSlug) ?? docs[0]
  return doc ? toGallery(doc, locale) : null
})

/**
 * The gallery a page address names: the one with that slug; for a number, else the gallery imported from the old
 * site's gallery of that number (its addresses live on in links and search engines), else the gallery of that id.
 */
export async function galleryAtAddress(address: string, locale: Locale): Promise<Gallery | null> {
  const found = await getGallery(address, locale)
  if (found?.slug === address || parseId(address) === null) return found
  return (await getGallery(importedGallerySlug(address), locale)) ?? found
}
