import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { fileTypeFromBuffer } from 'file-type'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { DOCUMENT_MIME_TYPES } from '../../lib/documents/kinds'
import { fileDownloadUrl, mediaUrl } from '../../lib/content/media'
import { convertHtml, oldAddress } from './html'
import type { Report } from './report'

type Data = Record<string, unknown>
type Doc = { id: number } & Data

/** What one old row becomes: the document in Korean, its English, and what to check about it. */
export type Built = { ko: Data; en?: Data; problems?: string[]; draft?: boolean }

type LegacyRecord = { id: number; key: string; targetId: number; fingerprint?: string | null; url?: string | null }

/**
 * Writes from this script revalidate no page cache (they run outside Next.js): the import ends by queueing the running
 * site's revalidateContent job (cms/jobs/revalidate-content.ts). A new
 * object for each write, as scripts/seed/upsert.ts explains: a shared one kept the S3 uploads of later writes out.
 */
export const importContext = () => ({ disableRevalidate: true, legacyImport: true })

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp']

const EXTENSION_TYPES: Record<string, string> = {
  txt: 'text/plain',
  hwp: 'application/x-hwp',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  svg: 'image/svg+xml',
}

/**
 * Brings old rows and files over through Payload's Local API, as the admin who runs it (access, hooks and
 * validation as for a staff edit), keeping in `legacy-records` what each became. Each item is whole or absent:
 * its Korean and English are written one after the other, and a failure of the second removes the first.
 */
export class Importer {
  private records = new Map<string, LegacyRecord>()

  readonly payload: Payload
  readonly staff: PayloadRequest['user']
  readonly report: Report
  readonly storage: string
  readonly oldSiteUrl: string | null
  readonly dryRun: boolean

  constructor(payload: Payload, staff: PayloadRequest['user'], report: Report, storage: string, oldSiteUrl: string | null, dryRun: boolean) {
    this.payload = payload
    this.staff = staff
    this.report = report
    this.storage = storage
    this.oldSiteUrl = oldSiteUrl
    this.dryRun = dryRun
  }

  /** Reads what earlier runs brought over. */
  async load() {
    const { docs } = await this.payload.find({ collection: 'legacy-records', limit: 0, pagination: false, depth: 0, overrideAccess: true })
    for (const doc of docs) this.records.set(doc.key, { id: doc.id, key: doc.key, targetId: doc.targetId, fingerprint: doc.fingerprint, url: doc.url })
  }

  /** The document an old row became, when it was brought over. */
  target(kind: string, legacyId: unknown): number | null {
    return this.records.get(`${kind}:${legacyId}`)?.targetId ?? null
  }

  async remember(key: string, kind: string, collection: string, targetId: number, fingerprint: string | null, url: string | null = null) {
    const existing = this.records.get(key)
    const data = { key, kind, targetCollection: collection, targetId, fingerprint, url }
    const doc = existing
      ? await this.payload.update({ collection: 'legacy-records', id: existing.id, data, overrideAccess: true, context: importContext() })
      : await this.payload.create({ collection: 'legacy-records', data, overrideAccess: true, context: importContext() })
    this.records.set(key, { id: doc.id, key, targetId, fingerprint, url })
  }

  /** The site settings from one old row: written when the row is new or changed since the last run. */
  async settings(kind: string, legacyId: unknown, row: unknown, write: () => Promise<void>) {
    const key = `${kind}:${legacyId}`
    this.report.read(kind)
    const fingerprint = crypto.createHash('sha256').update(JSON.stringify(row)).digest('hex')
    const known = this.records.get(key)
    if (known?.fingerprint === fingerprint) return this.report.outcome(kind, 'unchanged')
    if (!this.dryRun) {
      await write()
      await this.remember(key, kind, 'settings', 1, fingerprint)
    }
    this.report.outcome(kind, known ? 'updated' : 'imported')
  }

  /** Drops what a removed document was recorded as: by its key, or (a file) by the document. */
  async forget(key: string | null, targetId: number) {
    const entries = [...this.records.values()].filter((record) => (key ? record.key === key : record.targetId === targetId && record.key.startsWith('applicant-file:')))
    for (const record of entries) {
      await this.payload.delete({ collection: 'legacy-records', id: record.id, overrideAccess: true, context: importContext() })
      this.records.delete(record.key)
    }
  }

  private options(overrideAccess = false) {
    return { overrideAccess, user: this.staff, context: importContext(), depth: 0 } as const
  }

  private async exists(collection: CollectionSlug, id: number): Promise<boolean> {
    const { totalDocs } = await this.payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })
    return totalDocs > 0
  }

  /**
   * One old row: skipped when an earlier run brought it over unchanged, updated when it changed, created
   * otherwise (or adopted: `adopt` finds a document of the new site that already is this item, such as a
   * menu of the first start). `build` runs only when something is to be written. `withAccessOff`: for
   * collections only the site itself writes (applications, as the registration form does).
   */
  async item(
    kind: string,
    legacyId: unknown,
    collection: CollectionSlug,
    row: unknown,
    build: () => Promise<Built | { skip: string; detail?: string }>,
    { adopt, withAccessOff = false }: { adopt?: () => Promise<number | null>; withAccessOff?: boolean } = {},
  ): Promise<number | null> {
    const key = `${kind}:${legacyId}`
    const id = String(legacyId)
    this.report.read(kind)
    const fingerprint = crypto.createHash('sha256').update(JSON.stringify(row)).digest('hex')
    const known = this.records.get(key)
    const existingId = known && (await this.exists(collection, known.targetId)) ? known.targetId : ((await adopt?.()) ?? null)
    if (known && existingId === known.targetId && known.fingerprint === fingerprint) {
      this.report.outcome(kind, 'unchanged')
      return known.targetId
    }
    let built: Built | { skip: string; detail?: string }
    try {
      built = await build()
    } catch (error) {
      this.report.skipped(kind, id, 'could not be read', (error as Error).message)
      return null
    }
    if ('skip' in built) {
      this.report.skipped(kind, id, built.skip, built.detail)
      return null
    }
    for (const problem of new Set(built.problems)) this.report.problem(kind, id, problem)
    if (this.dryRun) {
      this.report.outcome(kind, existingId ? 'updated' : 'imported')
      return existingId ?? 0
    }
    // A draft is saved without the checks of a published document (a post whose required picture is missing).
    const options = { ...this.options(withAccessOff), ...(built.draft && { draft: true }) }
    try {
      if (existingId) {
        await this.payload.update({ collection, id: existingId, data: built.ko as never, locale: 'ko', ...options })
        if (built.en) await this.payload.update({ collection, id: existingId, data: built.en as never, locale: 'en', ...options })
        await this.remember(key, kind, collection, existingId, fingerprint)
        this.report.outcome(kind, 'updated')
        return existingId
      }
      const doc = (await this.payload.create({ collection, data: built.ko as never, locale: 'ko', ...options })) as unknown as Doc
      // Recorded at once (an interrupted run then finds it), without its fingerprint until the English is in too.
      await this.remember(key, kind, collection, doc.id, null)
      try {
        if (built.en) await this.payload.update({ collection, id: doc.id, data: built.en as never, locale: 'en', ...options })
        await this.remember(key, kind, collection, doc.id, fingerprint)
      } catch (error) {
        await this.payload.delete({ collection, id: doc.id, overrideAccess: true, context: importContext() })
        await this.forget(key, doc.id)
        throw error
      }
      this.report.outcome(kind, 'imported')
      return doc.id
    } catch (error) {
      this.report.skipped(kind, id, 'refused by the new site', describeError(error))
      return null
    }
  }

  /**
   * A file of the old storage folder, uploaded once (images and videos to media, documents to files, an
   * applicant's files to the private applicant files): its id and its new public address (none for a private
   * file). A missing file is listed in the report; an unreadable image or an unknown type is a problem of `owner`.
   */
  async file(
    oldPath: string | null,
    owner: { kind: string; id: string },
    { alt, private: privateFile }: { alt?: { ko: string; en?: string }; private?: { kind: 'photo' | 'document'; originalName: string; userId: number } } = {},
  ): Promise<{ id: number; url: string | null } | null> {
    if (!oldPath) return null
    const relative = oldPath.replace(/^\/+/, '').replace(/^storage\//, '')
    const key = `${privateFile ? 'applicant-file' : 'file'}:${relative}`
    const known = this.records.get(key)
    if (known) return { id: known.targetId, url: known.url ?? null }
    const absolute = path.resolve(this.storage, relative)
    if (!absolute.startsWith(this.storage + path.sep) || !fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) {
      this.report.missingFile(relative)
      return null
    }
    const data = fs.readFileSync(absolute)
    const extension = path.extname(relative).slice(1).toLowerCase()
    const mimetype = (await fileTypeFromBuffer(data))?.mime ?? EXTENSION_TYPES[extension] ?? 'application/octet-stream'
    const name = path.basename(relative)
    const collection: 'media' | 'files' | 'applicant-files' = privateFile ? 'applicant-files' : /^(image|video)\//.test(mimetype) ? 'media' : 'files'
    if (collection === 'files' && !DOCUMENT_MIME_TYPES.includes(mimetype)) {
      const what = IMAGE_EXTENSIONS.includes(extension) ? 'not a readable image' : `a type the site does not offer (${mimetype})`
      this.report.problem(owner.kind, owner.id, `file not brought over (${what}): ${relative}`)
      return null
    }
    if (this.dryRun) return { id: 0, url: null }
    const fields =
      collection === 'media'
        ? { alt: alt?.ko ?? name, decorative: false }
        : collection === 'applicant-files'
          ? { kind: privateFile!.kind, originalName: privateFile!.originalName, owner: privateFile!.userId }
          : {}
    try {
      const doc = (await this.payload.create({ collection, data: fields as never, file: { data, mimetype, name, size: data.length }, locale: 'ko', ...this.options() })) as unknown as Doc
      if (collection === 'media' && alt?.en) await this.payload.update({ collection, id: doc.id, data: { alt: alt.en }, locale: 'en', ...this.options() })
      const url = collection === 'media' ? mediaUrl(doc) : collection === 'files' ? fileDownloadUrl(doc, name.replace(/\.[^.]+$/, '')) : null
      await this.remember(key, 'file', collection, doc.id, null, url)
      return { id: doc.id, url }
    } catch (error) {
      this.report.problem(owner.kind, owner.id, `file not brought over (${/image/.test(mimetype) ? 'not a readable image' : describeError(error)}): ${relative}`)
      return null
    }
  }

  /** Old HTML as the site's rich text, its files brought over and its addresses rewritten; scripts removed and reported. */
  async html(html: unknown, owner: { kind: string; id: string }, alt: { ko: string; en?: string }, problems: string[]) {
    const source = typeof html === 'string' ? html : null
    const addresses = new Map<string, string | null>()
    for (const match of source?.matchAll(/\s(?:src|href)\s*=\s*["']([^"']+)["']/gi) ?? []) {
      const address = oldAddress(match[1], this.oldSiteUrl)
      if (!address) continue
      if ('path' in address) addresses.set(match[1], address.path)
      else addresses.set(match[1], (await this.file(address.storagePath, owner, { alt }))?.url ?? null)
    }
    const converted = convertHtml(source, (address) => addresses.get(address) ?? null)
    if (converted.hadScripts) problems.push('scripts or event handlers removed from the HTML')
    return converted.value
  }
}

function describeError(error: unknown): string {
  const data = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data
  if (data?.errors?.length) return data.errors.map((e) => `${e.path}: ${e.message}`).join('; ')
  return (error as Error).message ?? String(error)
}
