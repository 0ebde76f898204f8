import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import zlib from 'node:zlib'

import { Decrypter, Encrypter } from 'age-encryption'
import tar from 'tar-stream'

import { UPLOAD_PREFIXES } from '@/cms/upload-prefixes'

/** One file to put in an archive: its path inside the archive, its size, and its bytes when asked. */
export type ArchiveEntry = { name: string; size: number; open: () => Promise<AsyncIterable<Uint8Array> | Iterable<Uint8Array>> }

/** A file as the manifest lists it: the archive's word on what restoring must give back, byte for byte. */
export type ArchivedFile = { name: string; size: number; sha256: string }

export const MANIFEST = 'manifest.json'

/**
 * The largest manifest an archive may hold: the one entry a restore reads into memory. A manifest lists every file in
 * about 200 bytes, so 32 MiB is room for some 150,000 files (this site keeps a few thousand), and a crafted archive
 * cannot make a restore hold more than that.
 */
export const MANIFEST_LIMIT_BYTES = 32 * 1024 * 1024
const MANIFEST_LIMIT_TEXT = `${MANIFEST_LIMIT_BYTES / 1024 / 1024} MiB`

/** Names an archive may hold: the manifest, the database snapshot, stored files by folder, the local secrets. */
const ALLOWED_NAME = new RegExp(`^(?:manifest\\.json|database/(?:site\\.db|database\\.dump)|secrets/secrets\\.json|files/(?:${Object.values(UPLOAD_PREFIXES).join('|')})/[^/\\\\]+)$`)

export class ArchiveError extends Error {}

/**
 * Writes entries and then the manifest (with each entry's size and SHA-256, taken while it was written) as one tar,
 * gzip-compressed and encrypted with age (a passphrase; the `age` command line tool opens it too). Written to a
 * temporary name beside `target`, flushed to disk and renamed: the archive exists whole or not at all.
 */
export async function writeArchive<M extends object>(target: string, passphrase: string, entries: AsyncIterable<ArchiveEntry>, manifest: (files: ArchivedFile[]) => M): Promise<{ bytes: number; manifest: M }> {
  const pack = tar.pack()
  const gzip = zlib.createGzip({ level: 6 })
  const encrypter = new Encrypter()
  encrypter.setPassphrase(passphrase)
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`)
  // Nothing is read before every stage is joined: an entry that fails (a file gone from storage) then fails the
  // whole chain through `pipeline`, never as a stream error no one listens to.
  const encrypted = await encrypter.encrypt(Readable.toWeb(gzip) as ReadableStream<Uint8Array>)
  let written: M
  try {
    ;[, , written] = await Promise.all([
      pipeline(pack, gzip),
      pipeline(Readable.fromWeb(encrypted as unknown as WebReadableStream<Uint8Array>), fs.createWriteStream(temporary, { mode: 0o600 })),
      fillPack(pack, entries, manifest),
    ])
    const handle = await fs.promises.open(temporary, 'r')
    await handle.sync().finally(() => handle.close())
    await fs.promises.rename(temporary, target)
  } catch (error) {
    pack.destroy()
    await fs.promises.rm(temporary, { force: true })
    throw error
  }
  return { bytes: (await fs.promises.stat(target)).size, manifest: written }
}

async function fillPack<M>(pack: tar.Pack, entries: AsyncIterable<ArchiveEntry>, manifest: (files: ArchivedFile[]) => M): Promise<M> {
  try {
    const files: ArchivedFile[] = []
    for await (const entry of entries) files.push(await addEntry(pack, entry))
    const result = manifest(files)
    const body = Buffer.from(JSON.stringify(result, null, 2))
    if (body.length > MANIFEST_LIMIT_BYTES) throw new ArchiveError(`This backup’s manifest is larger than ${MANIFEST_LIMIT_TEXT} (${files.length} files): no restore would read it.`)
    await addEntry(pack, { name: MANIFEST, size: body.length, open: async () => Readable.from([body]) })
    pack.finalize()
    return result
  } catch (error) {
    pack.destroy(error as Error)
    throw error
  }
}

async function addEntry(pack: tar.Pack, entry: ArchiveEntry): Promise<ArchivedFile> {
  const hash = crypto.createHash('sha256')
  let written = 0
  await new Promise<void>((resolve, reject) => {
    const sink = pack.entry({ name: entry.name, size: entry.size, mode: 0o600 }, (error) => (error ? reject(error) : resolve())) as unknown as Writable
    sink.on('error', reject)
    ;(async () => {
      for await (const chunk of await entry.open()) {
        hash.update(chunk)
        written += chunk.length
        if (!sink.write(chunk)) await new Promise<void>((drained) => sink.once('drain', () => drained()))
      }
      sink.end(() => undefined)
    })().catch((error: Error) => {
      sink.destroy(error)
      reject(error)
    })
  })
  if (written !== entry.size) throw new ArchiveError(`${entry.name} changed size while it was read`)
  return { name: entry.name, size: written, sha256: hash.digest('hex') }
}

/**
 * Decrypts and unpacks an archive into `intoDir` (which must be empty or new), checking as it goes that every name is
 * one an archive may hold, and at the end that the manifest lists exactly the files found, with their sizes and
 * hashes. Files go to disk as they come; the manifest is held in memory, so one over MANIFEST_LIMIT_BYTES is refused
 * before more of it is read. Throws ArchiveError (wrong passphrase, damaged or truncated archive, a manifest too
 * large, a file that does not match) and leaves `intoDir` for the caller to remove.
 */
export async function readArchive(archive: string, passphrase: string, intoDir: string): Promise<{ manifest: unknown; files: ArchivedFile[] }> {
  const decrypter = new Decrypter()
  decrypter.addPassphrase(passphrase)
  const found = new Map<string, ArchivedFile>()
  let manifestText = ''
  try {
    const decrypted = await decrypter.decrypt(Readable.toWeb(fs.createReadStream(archive)) as ReadableStream<Uint8Array>)
    const extract = tar.extract()
    const unpacked = (async () => {
      for await (const entry of extract) {
        const { name, type } = entry.header
        if (type !== 'file' || !ALLOWED_NAME.test(name) || found.has(name)) throw new ArchiveError(`The archive holds an unexpected entry: ${name}`)
        const hash = crypto.createHash('sha256')
        let size = 0
        const chunks: Buffer[] = []
        const destination = path.join(intoDir, name)
        if (name !== MANIFEST) await fs.promises.mkdir(path.dirname(destination), { recursive: true, mode: 0o700 })
        const out = name === MANIFEST ? null : fs.createWriteStream(destination, { mode: 0o600, flags: 'wx' })
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          hash.update(chunk)
          size += chunk.length
          if (!out && size > MANIFEST_LIMIT_BYTES) throw new ArchiveError(`The archive’s manifest is larger than ${MANIFEST_LIMIT_TEXT}: it is not a backup of this site.`)
          if (out) {
            if (!out.write(chunk)) await new Promise<void>((drained) => out.once('drain', () => drained()))
          } else chunks.push(chunk)
        }
        if (out) await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())))
        else manifestText = Buffer.concat(chunks).toString('utf8')
        found.set(name, { name, size, sha256: hash.digest('hex') })
      }
    })()
    await Promise.all([pipeline(Readable.fromWeb(decrypted as unknown as WebReadableStream<Uint8Array>), zlib.createGunzip(), extract), unpacked])
  } catch (error) {
    if (error instanceof ArchiveError) throw error
    const message = error instanceof Error ? error.message : String(error)
    if (/no identity matched/i.test(message)) throw new ArchiveError('Wrong passphrase: this archive was encrypted with another BACKUP_PASSPHRASE.')
    throw new ArchiveError(`The archive is damaged or incomplete (${message}).`)
  }
  if (!manifestText) throw new ArchiveError('The archive has no manifest: it is incomplete or not a backup of this site.')
  let manifest: { files?: ArchivedFile[] }
  try {
    manifest = JSON.parse(manifestText) as { files?: ArchivedFile[] }
  } catch {
    throw new ArchiveError('The archive’s manifest is not readable.')
  }
  const listed = manifest.files ?? []
  const contents = [...found.values()].filter((file) => file.name !== MANIFEST)
  const mismatch =
    listed.find((file) => {
      const actual = found.get(file.name)
      return !actual || actual.size !== file.size || actual.sha256 !== file.sha256
    }) ?? contents.find((file) => !listed.some((entry) => entry.name === file.name))
  if (mismatch) throw new ArchiveError(`The archive does not match its manifest at ${mismatch.name}.`)
  return { manifest, files: contents }
}
