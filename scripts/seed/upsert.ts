import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * Seed writes skip cache revalidation: they run outside Next.js. A new object for each write: Payload keeps the
 * context as the request's, and its S3 storage marks that object to skip the uploads of later writes once it has
 * stored one file, so one shared object left every seeded image after the first out of the bucket
 * (https://github.com/payloadcms/payload/issues/17546; tests/scale-out/backup-restore.test.ts finds every file).
 */
export const seedContext = () => ({ disableRevalidate: true })

type Data = Record<string, unknown>

/**
 * Creates a document unless one matching `where` exists, in Korean and then its English translation.
 * Existing documents are left as they are, so running the seed again duplicates nothing and keeps staff edits.
 */
export async function ensureDocument(payload: Payload, collection: CollectionSlug, where: Where, ko: Data, en?: Data): Promise<{ id: number }> {
  const found = await payload.find({ collection, where, locale: 'ko', limit: 1, depth: 0, overrideAccess: true, pagination: false })
  if (found.docs[0]) return found.docs[0] as unknown as { id: number }
  const doc = (await payload.create({ collection, data: ko as never, locale: 'ko', overrideAccess: true, context: seedContext() })) as unknown as { id: number }
  if (en) await payload.update({ collection, id: doc.id, data: en as never, locale: 'en', overrideAccess: true, context: seedContext() })
  return doc
}

/** Uploads a file into an upload collection once, keyed by its file name; its content is made only when missing. */
export async function ensureUpload(
  payload: Payload,
  collection: 'media' | 'files' | 'captions',
  { name, mimetype, make }: { name: string; mimetype: string; make: () => Buffer | Promise<Buffer> },
  ko: Data = {},
  en?: Data,
): Promise<{ id: number }> {
  // Images are stored converted to WebP (see the media collection), under the same base name.
  const storedNames = [name, name.replace(/\.[^.]+$/, '.webp')]
  const found = await payload.find({ collection, where: { filename: { in: storedNames } }, limit: 1, depth: 0, overrideAccess: true })
  if (found.docs[0]) return found.docs[0] as unknown as { id: number }
  const data = await make()
  const doc = (await payload.create({
    collection,
    data: ko as never,
    file: { name, mimetype, data, size: data.length },
    locale: 'ko',
    overrideAccess: true,
    context: seedContext(),
  })) as unknown as { id: number }
  if (en) await payload.update({ collection, id: doc.id, data: en as never, locale: 'en', overrideAccess: true, context: seedContext() })
  return doc
}
