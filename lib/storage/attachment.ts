import { create } from 'content-disposition'

import type { FileContent } from './file-store'

const LATIN1 = /^[\x20-\x7e\xa0-\xff]*$/

/**
 * `attachment` saved as `name`, Korean included: the UTF-8 form (RFC 6266 `filename*`), which Android, iOS and
 * Samsung Internet read, beside a plain `filename` for older clients: `fallback` (e.g. the stored file's ASCII
 * name) where `name` cannot be one and `fallback` can, else `name` with its other letters as "?".
 */
export const attachment = (name: string, fallback?: string, type: 'attachment' | 'inline' = 'attachment'): string =>
  create(name, { type, fallback: !LATIN1.test(name) && fallback && LATIN1.test(fallback) ? fallback : true })

type AttachmentOptions = { type: string; name: string; storedName: string; cacheControl: string; inline?: boolean }

/**
 * A stored file sent as a download saved as `name`, never rendered by the browser; or, `inline`, an
 * image the caller has checked is one (an applicant's photo on the admin's application page).
 */
export const attachmentResponse = (content: FileContent, { type, name, storedName, cacheControl, inline = false }: AttachmentOptions): Response =>
  new Response(content.body, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(content.size),
      'Content-Disposition': attachment(name, storedName, inline ? 'inline' : 'attachment'),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': cacheControl,
    },
  })
