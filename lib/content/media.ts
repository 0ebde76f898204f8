import type { Locale } from '../api/types'
import { downloadName } from './download-name'
import { pickText, type Localized } from './localize'

type Size = { filename?: string | null } | null | undefined

/** An upload as Payload returns it when populated with `locale: 'all'`. */
export type UploadDoc = {
  filename?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
  alt?: Localized<string> | string | null
  sizes?: Record<string, Size> | null
}

const isUpload = (value: unknown): value is UploadDoc =>
  typeof value === 'object' && value !== null && 'filename' in value

const fileUrl = (prefix: string, filename: string | null | undefined): string =>
  filename ? `${prefix}/${encodeURIComponent(filename)}` : ''

/**
 * The widest each of an upload's sizes is (`imageSizes` of cms/collections/media.ts; a unit test keeps them in step),
 * for the pictures' srcsets (components/ui/image.tsx's `sourceWidth`).
 */
export const MEDIA_WIDTHS = { thumb: 400, card: 800, large: 1600 } as const

/** Public URL of an image or video, or of one of its sizes when that size exists. */
export function mediaUrl(value: unknown, size?: 'thumb' | 'card' | 'large'): string {
  if (!isUpload(value)) return ''
  const sized = size ? value.sizes?.[size]?.filename : undefined
  return fileUrl('/media', sized || value.filename)
}

export const mediaUrlOrNull = (value: unknown, size?: 'thumb' | 'card' | 'large'): string | null =>
  mediaUrl(value, size) || null

/** Public URL of a document in the files collection, saved as `title` (app/files/[filename]/[name]). */
export const fileDownloadUrl = (value: unknown, title: string): string =>
  isUpload(value) && value.filename ? `${fileUrl('/files', value.filename)}/${encodeURIComponent(downloadName(title, value.filename))}` : ''

export function mediaAlt(value: unknown, locale: Locale): string {
  if (!isUpload(value)) return ''
  return typeof value.alt === 'string' ? value.alt : pickText(value.alt as Localized<string>, locale)
}
