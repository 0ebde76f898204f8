import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import zlib from 'node:zlib'

import { Encrypter } from 'age-encryption'
import tar from 'tar-stream'

import { ArchiveError, readArchive, writeArchive, type ArchiveEntry } from './archive'

const PASSPHRASE = 'correct horse battery staple'

const entry = (name: string, body: Buffer): ArchiveEntry => ({ name, size: body.length, open: async () => [body] })

/** An entry whose bytes stop halfway with an error, as a stored file whose read fails (a bucket gone, a key deleted). */
const failing = (name: string, error: Error): ArchiveEntry => ({
  name,
  size: 8,
  open: async () =>
    (async function* () {
      yield Buffer.from('half')
      throw error
    })(),
})

async function* listed(...entries: ArchiveEntry[]) {
  yield* entries
}

/** A manifest above the reader's cap of 32 MiB: as a hostile archive would carry (it compresses to almost nothing). */
const OVERSIZED = 33 * 1024 * 1024

/** An archive made by hand, as someone other than the backup would make one: these entries, gzip, age. */
async function craftedArchive(target: string, entries: { name: string; body: Buffer }[]) {
  const pack = tar.pack()
  for (const { name, body } of entries) pack.entry({ name, size: body.length }, body)
  pack.finalize()
  const encrypter = new Encrypter()
  encrypter.setPassphrase(PASSPHRASE)
  const encrypted = await encrypter.encrypt(Readable.toWeb(pack.pipe(zlib.createGzip())) as ReadableStream<Uint8Array>)
  await pipeline(Readable.fromWeb(encrypted as unknown as WebReadableStream<Uint8Array>), fs.createWriteStream(target))
}

let dir: string
beforeEach(async () => {
  dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'archive-test-'))
})
afterEach(() => fs.promises.rm(dir, { recursive: true, force: true }))

test('what is written is read back byte for byte, under the manifest that lists it', async () => {
  const photo = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256))
  const target = path.join(dir, 'site.age')
  const { manifest } = await writeArchive(target, PASSPHRASE, listed(entry('database/site.db', Buffer.from('rows')), entry('files/media/a.webp', photo)), (files) => ({ files }))
  expect(manifest.files.map((file) => file.name)).toEqual(['database/site.db', 'files/media/a.webp'])
  const into = path.join(dir, 'out')
  const read = await readArchive(target, PASSPHRASE, into)
  expect(read.files).toEqual(manifest.files)
  expect(await fs.promises.readFile(path.join(into, 'files/media/a.webp'))).toEqual(photo)
  await expect(readArchive(target, 'another passphrase', path.join(dir, 'wrong'))).rejects.toThrow(ArchiveError)
}, 30_000)

test('an entry that fails while it is read fails the whole archive with its own error, and leaves no file behind', async () => {
  const unhandled = jest.fn()
  process.on('uncaughtException', unhandled)
  process.on('unhandledRejection', unhandled)
  try {
    const target = path.join(dir, 'site.age')
    const gone = new Error('media/lecture-1.webp is not in the bucket')
    await expect(writeArchive(target, PASSPHRASE, listed(entry('database/site.db', Buffer.from('rows')), failing('files/media/lecture-1.webp', gone)), (files) => ({ files }))).rejects.toBe(gone)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await fs.promises.readdir(dir)).toEqual([])
    expect(unhandled).not.toHaveBeenCalled()
  } finally {
    process.off('uncaughtException', unhandled)
    process.off('unhandledRejection', unhandled)
  }
}, 30_000)

test('a manifest larger than the cap is refused with a clear error before it is held in memory', async () => {
  const target = path.join(dir, 'hostile.age')
  const manifest = Buffer.from(`{"site":"theology-school-site","padding":"${' '.repeat(OVERSIZED)}","files":[]}`)
  await craftedArchive(target, [{ name: 'database/site.db', body: Buffer.from('rows') }, { name: 'manifest.json', body: manifest }])
  const read = readArchive(target, PASSPHRASE, path.join(dir, 'out'))
  await expect(read).rejects.toThrow(ArchiveError)
  await expect(read).rejects.toThrow(/manifest is larger than 32 MiB/)
}, 60_000)

test('a backup whose manifest would exceed the cap fails, and leaves no archive that no restore could read', async () => {
  const target = path.join(dir, 'site.age')
  const written = writeArchive(target, PASSPHRASE, listed(entry('database/site.db', Buffer.from('rows'))), (files) => ({ files, padding: ' '.repeat(OVERSIZED) }))
  await expect(written).rejects.toThrow(/manifest is larger than 32 MiB/)
  expect(await fs.promises.readdir(dir)).toEqual([])
}, 60_000)

test('`npm run restore` refuses such an archive and changes nothing: the live site’s files stay as they were', async () => {
  const dataDir = path.join(dir, 'data')
  await fs.promises.mkdir(path.join(dataDir, 'media'), { recursive: true })
  await fs.promises.writeFile(path.join(dataDir, 'site.db'), 'the live database')
  await fs.promises.writeFile(path.join(dataDir, 'media', 'a.webp'), 'a live photo')
  const archive = path.join(dir, 'hostile.age')
  await craftedArchive(archive, [{ name: 'manifest.json', body: Buffer.from(`{"padding":"${' '.repeat(OVERSIZED)}"}`) }])
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, BACKUP_PASSPHRASE: PASSPHRASE }
  delete env.DATABASE_URL
  const restored = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/run-script.mjs', 'scripts/restore.ts', archive, '--force'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
  expect(restored.output).toMatch(/manifest is larger than 32 MiB/)
  expect(restored.code).toBe(1)
  expect((await fs.promises.readdir(dataDir)).sort()).toEqual(['media', 'site.db'])
  expect(await fs.promises.readFile(path.join(dataDir, 'site.db'), 'utf8')).toBe('the live database')
  expect(await fs.promises.readdir(path.join(dataDir, 'media'))).toEqual(['a.webp'])
}, 120_000)
