import crypto from 'node:crypto'

import type { Locale } from '../api/types'
import { payloadSecret } from '../env/secrets'

/** The documents staff can preview, by collection. */
export const PREVIEW_COLLECTIONS = ['news', 'offline-seminars', 'weekly-news', 'article-publications', 'popups'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export type PreviewTarget = { collection: PreviewCollection; id: number; locale: Locale }

/** How long a preview link sent to a colleague opens the draft, and how long a preview lasts in a browser. */
export const PREVIEW_LINK_MS = 24 * 60 * 60 * 1000

export const isPreviewCollection = (value: unknown): value is PreviewCollection => PREVIEW_COLLECTIONS.includes(value as PreviewCollection)

const signature = (payload: string) => crypto.createHmac('sha256', payloadSecret()).update(`preview:${payload}`).digest('base64url')

/** A link token for one document in one language, signed with the site's secret, valid for PREVIEW_LINK_MS. */
export function previewToken({ collection, id, locale }: PreviewTarget, now = Date.now()): string {
  const payload = `${collection}.${id}.${locale}.${now + PREVIEW_LINK_MS}`
  return `${payload}.${signature(payload)}`
}

/** What a token opens and until when, or null for a token that was altered, made elsewhere or has expired. */
export function readPreviewToken(token: string, now = Date.now()): (PreviewTarget & { expires: number }) | null {
  const parts = token.split('.')
  if (parts.length !== 5) return null
  const [collection, rawId, locale, rawExpires, given] = parts
  const expected = Buffer.from(signature(parts.slice(0, 4).join('.')))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null
  const id = Number(rawId)
  const expires = Number(rawExpires)
  if (!isPreviewCollection(collection) || !Number.isSafeInteger(id) || (locale !== 'ko' && locale !== 'en') || !(expires > now)) return null
  return { collection, id, locale, expires }
}
