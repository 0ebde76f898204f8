import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, ListObjectVersionsCommand, S3Client } from '@aws-sdk/client-s3'

import { s3Settings, UPLOAD_PREFIXES, type S3Settings, type UploadCollection } from '@/cms/object-storage'
import { captionsDir, filesDir, mediaDir, privateFilesDir } from '@/cms/storage-paths'

export type StoredFile = { name: string; modifiedMs: number }
export type FileContent = { body: ReadableStream<Uint8Array>; size: number }

/**
 * Where an upload collection's files are, for the few reads Payload does not do itself (a private
 * download under its original name, the sweep of files no record claims): the local disk (DATA_DIR)
 * or the S3 bucket, as cms/object-storage.ts configures Payload.
 */
export type FileStore = {
  read(name: string): Promise<FileContent | null>
  /** Whether Payload would fail on this file: one missing on disk (its S3 adapter answers a missing object with 404 itself). */
  missingOnDisk(name: string): Promise<boolean>
  list(): Promise<StoredFile[]>
  remove(names: string[]): Promise<void>
  /**
   * Destroys the files for good: on S3 every version and delete marker of each key (a versioned
   * bucket keeps a deleted object's data otherwise). Throws when any of it could not be destroyed.
   */
  destroy(names: string[]): Promise<void>
}

const LOCAL_DIRS: Record<UploadCollection, string> = { media: mediaDir, files: filesDir, 'applicant-files': privateFilesDir, captions: captionsDir }

export function fileStore(collection: UploadCollection): FileStore {
  const s3 = s3Settings()
  return s3 ? bucketStore(s3, UPLOAD_PREFIXES[collection]) : diskStore(LOCAL_DIRS[collection])
}

function diskStore(dir: string): FileStore {
  // basename: a stored name never leaves its folder.
  const pathOf = (name: string) => path.join(dir, path.basename(name))
  const statOf = (name: string) => fs.promises.stat(pathOf(name)).catch(() => null)
  return {
    async read(name) {
      const stat = await statOf(name)
      if (!stat?.isFile()) return null
      return { body: Readable.toWeb(fs.createReadStream(pathOf(name))) as ReadableStream<Uint8Array>, size: stat.size }
    },
    missingOnDisk: async (name) => !(await statOf(name))?.isFile(),
    async list() {
      const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => [])
      const files = await Promise.all(entries.filter((entry) => entry.isFile()).map(async (entry) => ({ name: entry.name, stat: await statOf(entry.name) })))
      return files.flatMap(({ name, stat }) => (stat ? [{ name, modifiedMs: stat.mtimeMs }] : []))
    },
    async remove(names) {
      await Promise.all(names.map((name) => fs.promises.rm(pathOf(name), { force: true })))
    },
    async destroy(names) {
      await Promise.all(names.map((name) => fs.promises.rm(pathOf(name), { force: true })))
    },
  }
}

const CLIENT_KEY = Symbol.for('school-site.s3-client')

function s3Client(settings: S3Settings): S3Client {
  const holder = globalThis as typeof globalThis & { [CLIENT_KEY]?: S3Client }
  holder[CLIENT_KEY] ??= new S3Client(settings.client)
  return holder[CLIENT_KEY]
}

/** The S3 SDK's "no such object", by name or status (services differ in which they send). */
const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '') || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)

function bucketStore(settings: S3Settings, prefix: string): FileStore {
  const client = s3Client(settings)
  const Bucket = settings.bucket
  const keyOf = (name: string) => `${prefix}/${path.posix.basename(name)}`
  const orMissing = async <T>(work: Promise<T>): Promise<T | null> => work.catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)))
  return {
    async read(name) {
      const object = await orMissing(client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) })))
      if (!object?.Body) return null
      return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength ?? 0 }
    },
    missingOnDisk: async () => false,
    async list() {
      const files: StoredFile[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }))
        for (const object of page.Contents ?? []) {
          if (object.Key) files.push({ name: object.Key.slice(prefix.length + 1), modifiedMs: object.LastModified?.getTime() ?? 0 })
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return files
    },
    async remove(names) {
      if (names.length === 0) return
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: names.map((name) => ({ Key: keyOf(name) })) } }))
    },
    async destroy(names) {
      for (const name of names) {
        const Key = keyOf(name)
        const versions = await allVersions(client, Bucket, Key)
        if (versions === null) {
          // A server without versioning (it said so): the key alone is all there is.
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key }] } }))
          continue
        }
        if (versions.length === 0) continue
        const reply = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: versions.map((VersionId) => ({ Key, VersionId })), Quiet: true } }))
        if (reply.Errors?.length) throw new Error(`The bucket refused to delete ${reply.Errors.length} version(s): ${reply.Errors[0].Code ?? 'unknown'}`)
      }
    },
  }
}

/** A server that answered that it has no versioning at all (some S3-compatible ones), as opposed to one that is down. */
const lacksVersioning = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (['NotImplemented', 'MethodNotAllowed'].includes((error as { name?: string }).name ?? '') || [405, 501].includes((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0))

/**
 * The version ids of one key, delete markers included (an unversioned bucket answers with the single
 * version "null"); null when the server does not know versions at all.
 */
async function allVersions(client: S3Client, Bucket: string, Key: string): Promise<string[] | null> {
  const ids: string[] = []
  let KeyMarker: string | undefined
  let VersionIdMarker: string | undefined
  do {
    const page = await client.send(new ListObjectVersionsCommand({ Bucket, Prefix: Key, KeyMarker, VersionIdMarker })).catch((error: unknown) => {
      if (lacksVersioning(error)) return null
      throw error
    })
    if (page === null) return null
    for (const entry of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]) {
      // Prefix matches longer keys too (private/a.pdf and private/a.pdf.bak): only this key's own.
      if (entry.Key === Key && entry.VersionId) ids.push(entry.VersionId)
    }
    ;[KeyMarker, VersionIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextVersionIdMarker] : [undefined, undefined]
  } while (KeyMarker)
  return ids
}
