import { extensionOf, isPlainText } from '@/lib/documents/kinds'
import { judgePhoto, PHOTO_MAX_BYTES } from '@/lib/registration/file-rules'

const bytes = (text: string) => new TextEncoder().encode(text)

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

describe('helpers', () => {
  it('read the extension', () => {
    expect(['a.PDF', 'a.tar.gz', 'noext', 'a.', ' b.txt '].map(extensionOf)).toEqual(['pdf', 'gz', '', '', 'txt'])
  })

  it('tell plain text', () => {
    expect(isPlainText(bytes('hello'))).toBe(true)
    expect(isPlainText(new Uint8Array([0xc3, 0x28]))).toBe(false)
  })
})
