import { isHangulDocument } from '@/lib/registration/hangul-documents'
import { judgeDocument } from '@/lib/registration/file-rules'

import { hwpDocument, hwpxDocument, wordDocument } from '../setup/hangul-files'

// As file-type sniffs them (ESM only, so not loaded here; the contract's registration test goes through it).
const sniffed = (bytes: Buffer) => (bytes.subarray(0, 4).toString('hex') === 'd0cf11e0' ? 'application/x-cfb' : bytes.subarray(0, 2).toString() === 'PK' ? 'application/zip' : undefined)

async function judged(name: string, bytes: Buffer) {
  const verdict = judgeDocument(name, bytes, sniffed(bytes))
  return verdict.ok && !(await isHangulDocument(verdict.extension, bytes)) ? { ok: false, problem: 'documentType' } : verdict
}

describe('한글 documents', () => {
  it('accepts HWP 5 (a CFB container with its FileHeader) and HWPX (an OWPML zip) by content, stored under their own types', async () => {
    expect(await judged('계획서.hwp', hwpDocument())).toEqual({ ok: true, extension: 'hwp', mime: 'application/x-hwp' })
    expect(await judged('계획서.HWPX', await hwpxDocument())).toEqual({ ok: true, extension: 'hwpx', mime: 'application/hwp+zip' })
  })

  it('refuses another file of the same container renamed, or one cut short', async () => {
    const refused = { ok: false, problem: 'documentType' }
    expect(await judged('renamed.hwp', wordDocument())).toEqual(refused)
    expect(await judged('renamed.hwpx', await hwpxDocument('application/vnd.oasis.opendocument.text'))).toEqual(refused)
    expect(await judged('cut.hwp', hwpDocument().subarray(0, 600))).toEqual(refused)
    expect(await judged('text.hwp', Buffer.from('HWP Document File'))).toEqual(refused)
    // A real .doc stays a .doc.
    expect(await judged('letter.doc', wordDocument())).toMatchObject({ ok: true, extension: 'doc' })
  })
})
