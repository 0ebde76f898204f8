import yauzl, { type Entry, type ZipFile } from 'yauzl'

/**
 * What the zip and CFB (compound file) containers of documents declare, read from their directories before anything
 * inside is unpacked. A file of a few hundred kilobytes can declare gigabytes (a `mimetype` entry of 100 MB of spaces
 * deflates to 100 KB) or hundreds of thousands of entries; such a container is refused on what it declares, and what
 * is unpacked at all (a 한글 document's `mimetype`) comes out of the request's small allowance.
 */

/** Far more parts than any office document has (a long report with its pictures holds a few hundred). */
export const MAX_CONTAINER_ENTRIES = 5000
/** What a zip may declare unpacked, all entries together: a 20 MB spreadsheet of text unpacks to some 300 MB. */
export const MAX_ZIP_DECLARED_BYTES = 512 * 1024 * 1024
/** What one request may unpack to read inside its documents (the `mimetype` of a 한글 document is 19 bytes). */
export const UNPACK_ALLOWANCE_BYTES = 64 * 1024

/** The bytes one request may still unpack; each read takes what its entry declares, or is refused. */
export type UnpackAllowance = { take(bytes: number): boolean }

export function unpackAllowance(bytes = UNPACK_ALLOWANCE_BYTES): UnpackAllowance {
  let left = bytes
  return {
    take(wanted) {
      if (wanted > left) return false
      left -= wanted
      return true
    },
  }
}

export type ZipDirectory = { names: Set<string>; read(name: string, allowance: UnpackAllowance): Promise<Buffer | null> }

const nextEntry = (zip: ZipFile) =>
  new Promise<Entry | null>((resolve, reject) => {
    const cleanup = () => zip.removeListener('entry', onEntry).removeListener('end', onEnd).removeListener('error', onError)
    const onEntry = (entry: Entry) => (cleanup(), resolve(entry))
    const onEnd = () => (cleanup(), resolve(null))
    const onError = (error: Error) => (cleanup(), reject(error))
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError)
    zip.readEntry()
  })

async function unpack(zip: ZipFile, entry: Entry): Promise<Buffer> {
  // yauzl checks that the entry unpacks to exactly the size it declares, and stops it otherwise.
  const stream = await zip.openReadStreamPromise(entry)
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A zip's central directory (yauzl: the entries' names and declared sizes, nothing unpacked), or null when it is no
 * zip, holds more than MAX_CONTAINER_ENTRIES entries (known from its end record, before any entry is read) or
 * declares more than MAX_ZIP_DECLARED_BYTES unpacked. `read` unpacks one entry within the allowance.
 */
export async function readZipDirectory(bytes: Uint8Array): Promise<ZipDirectory | null> {
  let zip: ZipFile
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, autoClose: false })
  } catch {
    return null
  }
  if (zip.entryCount > MAX_CONTAINER_ENTRIES) return null
  const entries = new Map<string, Entry>()
  let declared = 0
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      declared += entry.uncompressedSize
      if (declared > MAX_ZIP_DECLARED_BYTES) return null
      entries.set(entry.fileName, entry)
    }
  } catch {
    return null
  }
  return {
    names: new Set(entries.keys()),
    async read(name, allowance) {
      const entry = entries.get(name)
      if (!entry || !allowance.take(entry.uncompressedSize)) return null
      try {
        return await unpack(zip, entry)
      } catch {
        return null
      }
    },
  }
}

const CFB_SIGNATURE = 'd0cf11e0a1b11ae1'
const FREE_OR_END = 0xfffffffa
const DIRECTORY_ENTRY_BYTES = 128
const STREAM = 2

/**
 * Whether a CFB (compound file: Office 97, HWP 5) container is within bounds, from its header, sector table and
 * directory alone (MS-CFB 2.2-2.6): at most MAX_CONTAINER_ENTRIES directory entries, and no stream declaring more
 * bytes than the whole file holds (a compound file stores its streams as they are, so a larger one is a lie).
 */
export function cfbWithinBounds(bytes: Uint8Array): boolean {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (data.length < 512 || data.subarray(0, 8).toString('hex') !== CFB_SIGNATURE) return false
  const sectorShift = data.readUInt16LE(0x1e)
  if (sectorShift !== 9 && sectorShift !== 12) return false
  const sectorSize = 1 << sectorShift
  const sectorCount = Math.floor((data.length - sectorSize) / sectorSize)
  const idsPerSector = sectorSize / 4
  const sectorAt = (id: number) => (id < sectorCount ? data.subarray((id + 1) * sectorSize, (id + 2) * sectorSize) : null)

  // The sectors of the sector table: 109 in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = []
  for (let index = 0; index < 109; index++) fatSectors.push(data.readUInt32LE(0x4c + index * 4))
  let difat = data.readUInt32LE(0x44)
  for (let hops = 0; difat < FREE_OR_END; hops++) {
    const sector = sectorAt(difat)
    if (!sector || hops > sectorCount) return false
    for (let index = 0; index < idsPerSector - 1; index++) fatSectors.push(sector.readUInt32LE(index * 4))
    difat = sector.readUInt32LE(sectorSize - 4)
  }
  const nextSector = (id: number): number | null => {
    const sector = sectorAt(fatSectors[Math.floor(id / idsPerSector)] ?? FREE_OR_END)
    return sector ? sector.readUInt32LE((id % idsPerSector) * 4) : null
  }

  // The directory's chain of sectors, each of entries of 128 bytes.
  let entries = 0
  let id = data.readUInt32LE(0x30)
  while (id < FREE_OR_END) {
    const sector = sectorAt(id)
    entries += sectorSize / DIRECTORY_ENTRY_BYTES
    if (!sector || entries > MAX_CONTAINER_ENTRIES) return false
    for (let offset = 0; offset < sectorSize; offset += DIRECTORY_ENTRY_BYTES) {
      const type = sector[offset + 0x42]
      // Version 3 files (512-byte sectors) may leave the high half of the size as junk: readers ignore it.
      const declared = sector.readUInt32LE(offset + 0x78) + (sectorShift === 12 ? sector.readUInt32LE(offset + 0x7c) * 2 ** 32 : 0)
      if (type === STREAM && declared > data.length) return false
    }
    const next = nextSector(id)
    if (next === null) return false
    id = next
  }
  return entries > 0
}
