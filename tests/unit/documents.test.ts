
import { cfbWithinBounds, MAX_CONTAINER_ENTRIES, readZipDirectory, unpackAllowance } from '@/lib/documents/containers'
import { documentVerdict, HWPX_MIME } from '@/lib/documents/content'
import { isPlainText } from '@/lib/documents/kinds'

import { hwpDocument, hwpxDocument, officeDocument, officeXmlDocument, pdfDocument, wordDocument } from '../setup/document-files'

// As file-type sniffs the containers (ESM only, so not loaded here; the contract tests go through it).
const sniff = async (bytes: Uint8Array) => {
  const head = Buffer.from(bytes.subarray(0, 8))
  if (head.subarray(0, 4).toString('hex') === 'd0cf11e0') return 'application/x-cfb'
  if (head.subarray(0, 2).toString() === 'PK') return 'application/zip'
  if (head.subarray(0, 5).toString() === '%PDF-') return 'application/pdf'
  return undefined
}

const judged = (name: string, bytes: Uint8Array) => documentVerdict(name, bytes, sniff, unpackAllowance())
const refused = { ok: false }

/** The zip with `name`'s central directory entry declaring `size` bytes unpacked (its data stays as it was). */
function declaring(zip: Buffer, name: string, size: number): Buffer {
  const patched = Buffer.from(zip)
  for (let offset = patched.indexOf('PK\x01\x02', 0, 'latin1'); offset >= 0; offset = patched.indexOf('PK\x01\x02', offset + 4, 'latin1')) {
    const nameLength = patched.readUInt16LE(offset + 28)
    if (patched.subarray(offset + 46, offset + 46 + nameLength).toString() === name) patched.writeUInt32LE(size, offset + 24)
  }
  return patched
}

/** The compound file with `stream`'s directory entry declaring `size` bytes. */
function declaringStream(cfb: Buffer, stream: string, size: number): Buffer {
  const patched = Buffer.from(cfb)
  const entry = patched.indexOf(Buffer.from(stream, 'utf16le'))
  patched.writeUInt32LE(size, entry + 0x78)
  return patched
}

/** The zip with its end record counting `entries` entries. */
function counting(zip: Buffer, entries: number): Buffer {
  const patched = Buffer.from(zip)
  const end = patched.lastIndexOf('PK\x05\x06', undefined, 'latin1')
  patched.writeUInt16LE(entries, end + 8)
  patched.writeUInt16LE(entries, end + 10)
  return patched
}

describe('the document kinds', () => {
  it.each([
    ['계획서.hwp', () => hwpDocument(), 'application/x-hwp'],
    ['계획서.HWPX', () => hwpxDocument(), 'application/hwp+zip'],
    ['letter.doc', () => wordDocument(), 'application/msword'],
    ['sheet.xls', () => officeDocument('Workbook'), 'application/vnd.ms-excel'],
    ['slides.ppt', () => officeDocument('PowerPoint Document'), 'application/vnd.ms-powerpoint'],
    ['letter.docx', () => officeXmlDocument('docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['sheet.xlsx', () => officeXmlDocument('xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['slides.pptx', () => officeXmlDocument('pptx'), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['guide.pdf', () => pdfDocument(), 'application/pdf'],
    ['고백서.txt', () => Buffer.from('신앙 고백서\n'), 'text/plain'],
  ])('accepts %s by its content, as its own type', async (name, make, mime) => {
    expect(await judged(name, await make())).toEqual({ ok: true, extension: name.split('.').pop()!.toLowerCase(), mime })
  })

  it('refuses a file whose content is not what its name says', async () => {
    expect(await judged('renamed.hwp', wordDocument())).toEqual(refused)
    expect(await judged('renamed.docx', hwpDocument())).toEqual(refused)
    expect(await judged('renamed.hwpx', await officeXmlDocument('docx'))).toEqual(refused)
    expect(await judged('renamed.hwpx', await hwpxDocument('application/vnd.oasis.opendocument.text'))).toEqual(refused)
    expect(await judged('text.hwp', Buffer.from('HWP Document File'))).toEqual(refused)
    expect(await judged('cut.hwp', hwpDocument().subarray(0, 600))).toEqual(refused)
    expect(await judged('plan.exe', Buffer.from('MZ'))).toEqual(refused)
    expect(await judged('plan', Buffer.from('text'))).toEqual(refused)
    expect(await judged('plan.txt', new Uint8Array([0x61, 0x00, 0x62]))).toEqual(refused)
  })

  it('refuses a PDF that is not one: a header alone, cut short, or text', async () => {
    expect(await judged('fake.pdf', Buffer.from('%PDF-1.4 but nothing more'))).toEqual(refused)
    expect(await judged('cut.pdf', pdfDocument().subarray(0, 40))).toEqual(refused)
    expect(await judged('text.pdf', Buffer.from('just text'))).toEqual(refused)
  })
})

describe('a 한글 document (HWPX) declares exactly its type', () => {
  it('refuses a mimetype with trailing spaces or a line end', async () => {
    expect(await judged('spaces.hwpx', await hwpxDocument(`${HWPX_MIME}   `))).toEqual(refused)
    expect(await judged('newline.hwpx', await hwpxDocument(`${HWPX_MIME}\n`))).toEqual(refused)
  })

  it('refuses a mimetype that declares more than the request may unpack, without unpacking it', async () => {
    // 10 MB of spaces deflate to some 10 KB: the size it declares refuses it.
    const bomb = await hwpxDocument(HWPX_MIME + ' '.repeat(10 * 1024 * 1024), 'DEFLATE')
    expect(bomb.length).toBeLessThan(100_000)
    const taken: number[] = []
    const allowance = unpackAllowance()
    const watched = { take: (bytes: number) => (taken.push(bytes), allowance.take(bytes)) }
    expect(await documentVerdict('bomb.hwpx', bomb, sniff, watched)).toEqual(refused)
    expect(taken).toEqual([HWPX_MIME.length + 10 * 1024 * 1024])
  })

  it('shares one allowance among the documents of a request', async () => {
    const allowance = unpackAllowance(HWPX_MIME.length * 2)
    const document = await hwpxDocument()
    expect((await documentVerdict('1.hwpx', document, sniff, allowance)).ok).toBe(true)
    expect((await documentVerdict('2.hwpx', document, sniff, allowance)).ok).toBe(true)
    expect(await documentVerdict('3.hwpx', document, sniff, allowance)).toEqual(refused)
  })
})

describe('a zip container (HWPX, DOCX, XLSX, PPTX)', () => {
  it('is refused on a huge declared size, read from its directory', async () => {
    const docx = await officeXmlDocument('docx')
    expect(await readZipDirectory(docx)).not.toBeNull()
    expect(await readZipDirectory(declaring(docx, 'word/document.xml', 0xfffffff0))).toBeNull()
    expect(await judged('huge.docx', declaring(docx, 'word/document.xml', 0xfffffff0))).toEqual(refused)
    expect(await judged('huge.hwpx', declaring(await hwpxDocument(), 'Contents/section0.xml', 0xfffffff0))).toEqual(refused)
  })

  it('is refused with too many entries, known from its end record before any entry is read', async () => {
    const xlsx = await officeXmlDocument('xlsx')
    expect(await readZipDirectory(xlsx)).not.toBeNull()
    expect(await readZipDirectory(counting(xlsx, MAX_CONTAINER_ENTRIES + 1))).toBeNull()
    expect(await judged('many.xlsx', counting(xlsx, MAX_CONTAINER_ENTRIES + 1))).toEqual(refused)
  })

  it('does not hand out an entry that unpacks to more than it declares', async () => {
    // The mimetype declares 19 bytes and holds 10 KB of spaces more.
    const lying = declaring(await hwpxDocument(HWPX_MIME + ' '.repeat(10_000), 'DEFLATE'), 'mimetype', HWPX_MIME.length)
    const zip = await readZipDirectory(lying)
    expect(await zip!.read('mimetype', unpackAllowance())).toBeNull()
  })
})

describe('a compound file (HWP, DOC, XLS, PPT)', () => {
  it('is refused when a stream declares more than the file holds', async () => {
    expect(cfbWithinBounds(hwpDocument())).toBe(true)
    expect(cfbWithinBounds(declaringStream(hwpDocument(), 'FileHeader', 0xfffffff0))).toBe(false)
    expect(await judged('huge.hwp', declaringStream(hwpDocument(), 'FileHeader', 0xfffffff0))).toEqual(refused)
    expect(await judged('huge.doc', declaringStream(wordDocument(), 'WordDocument', 0xfffffff0))).toEqual(refused)
  })

  it('is refused with too many directory entries', () => {
    // A directory whose chain of sectors comes back to itself reads as endless entries.
    const endless = hwpDocument()
    const directory = endless.readUInt32LE(0x30)
    const firstTableSector = endless.readUInt32LE(0x4c)
    endless.writeUInt32LE(directory, (firstTableSector + 1) * 512 + directory * 4)
    expect(cfbWithinBounds(endless)).toBe(false)
  })

  it('is refused when it is not one', () => {
    expect(cfbWithinBounds(Buffer.from('d0cf11e0a1b11ae1', 'hex'))).toBe(false)
    expect(cfbWithinBounds(hwpDocument().subarray(0, 600))).toBe(false)
  })
})

describe('plain text', () => {
  it('is UTF-8 without NUL bytes', () => {
    expect(isPlainText(new TextEncoder().encode('hello'))).toBe(true)
    expect(isPlainText(new Uint8Array([0xff, 0xfe, 0x41]))).toBe(false)
  })
})
