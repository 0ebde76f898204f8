import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

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
