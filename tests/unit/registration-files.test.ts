import { DOCUMENT_MAX_BYTES, extensionOf, isPlainText, judgeDocument, judgePhoto, PHOTO_MAX_BYTES } from '@/lib/registration/file-rules'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const bytes = (text: string) => new TextEncoder().encode(text)
const PDF = bytes('%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\ntrailer<<>>\nstartxref\n9\n%%EOF\n')

describe('the photo', () => {
  it('is JPEG, PNG or WebP by content, stored under the sniffed extension', () => {
    expect(judgePhoto(1000, 'image/jpeg')).toEqual({ ok: true, extension: 'jpg', mime: 'image/jpeg' })
    expect(judgePhoto(1000, 'image/webp')).toEqual({ ok: true, extension: 'webp', mime: 'image/webp' })
  })

  it('refuses other content whatever its name', () => {
    for (const sniffed of ['image/gif', 'image/svg+xml', 'application/pdf', undefined]) expect(judgePhoto(1000, sniffed)).toEqual({ ok: false, problem: 'photoType' })
  })

  it('is at most 5 MB', () => {
    expect(judgePhoto(PHOTO_MAX_BYTES, 'image/png').ok).toBe(true)
    expect(judgePhoto(PHOTO_MAX_BYTES + 1, 'image/png')).toEqual({ ok: false, problem: 'tooLarge' })
  })
})

describe('a document', () => {
  it('has content that agrees with its extension', () => {
    expect(judgeDocument('plan.pdf', PDF, 'application/pdf')).toEqual({ ok: true, extension: 'pdf', mime: 'application/pdf' })
    expect(judgeDocument('plan.DOCX', bytes('PK'), DOCX)).toMatchObject({ ok: true, extension: 'docx' })
    expect(judgeDocument('plan.docx', bytes('PK'), 'application/zip')).toMatchObject({ ok: true, extension: 'docx' })
    expect(judgeDocument('plan.doc', bytes('x'), 'application/x-cfb')).toEqual({ ok: true, extension: 'doc', mime: 'application/msword' })
    expect(judgeDocument('sheet.xls', bytes('x'), 'application/x-cfb')).toMatchObject({ ok: true, extension: 'xls' })
  })

  it('is refused when name and content disagree', () => {
    const refused = { ok: false, problem: 'documentType' }
    expect(judgeDocument('plan.pdf', bytes('x'), 'image/png')).toEqual(refused)
    expect(judgeDocument('plan.docx', bytes('x'), XLSX)).toEqual(refused)
    expect(judgeDocument('plan.doc', bytes('x'), DOCX)).toEqual(refused)
    expect(judgeDocument('plan.txt', bytes('%PDF'), 'application/pdf')).toEqual(refused)
    expect(judgeDocument('plan.pdf', bytes('just text'), undefined)).toEqual(refused)
    expect(judgeDocument('cut.pdf', PDF.subarray(0, 30), 'application/pdf')).toEqual(refused)
  })

  it('has one of the listed extensions', () => {
    expect(judgeDocument('plan.exe', bytes('MZ'), 'application/x-msdownload')).toEqual({ ok: false, problem: 'documentType' })
    expect(judgeDocument('plan.html', bytes('<html>'), undefined)).toEqual({ ok: false, problem: 'documentType' })
    expect(judgeDocument('plan', bytes('text'), undefined)).toEqual({ ok: false, problem: 'documentType' })
  })

  it('as plain text is UTF-8 without NUL bytes', () => {
    expect(judgeDocument('plan.txt', bytes('신앙 고백서\n'), undefined)).toEqual({ ok: true, extension: 'txt', mime: 'text/plain' })
    expect(judgeDocument('plan.txt', new Uint8Array([0x61, 0x00, 0x62]), undefined)).toEqual({ ok: false, problem: 'documentType' })
    expect(judgeDocument('plan.txt', new Uint8Array([0xff, 0xfe, 0x41]), undefined)).toEqual({ ok: false, problem: 'documentType' })
  })

  it('is at most 20 MB', () => {
    expect(judgeDocument('big.txt', new Uint8Array(DOCUMENT_MAX_BYTES + 1).fill(0x61), undefined)).toEqual({ ok: false, problem: 'tooLarge' })
  })
})

describe('helpers', () => {
  it('read the extension', () => {
    expect(['a.PDF', 'a.tar.gz', 'noext', 'a.', ' b.txt '].map(extensionOf)).toEqual(['pdf', 'gz', '', '', 'txt'])
  })

  it('tell plain text', () => {
    expect(isPlainText(bytes('hello'))).toBe(true)
    expect(isPlainText(new Uint8Array([0xc3, 0x28]))).toBe(false)
  })
})
