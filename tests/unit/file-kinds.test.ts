import { acceptedKinds, fileKind } from '@/cms/admin/file-kinds'

describe('a file’s kind in office words', () => {
  it('names a MIME type by its kind and format', () => {
    expect(fileKind('image/webp')).toEqual({ kind: 'photo', format: 'WebP' })
    expect(fileKind('image/svg+xml')).toEqual({ kind: 'photo', format: 'SVG' })
    expect(fileKind('image/jpeg')).toEqual({ kind: 'photo', format: 'JPEG' })
    expect(fileKind('video/mp4')).toEqual({ kind: 'video', format: 'MP4' })
    expect(fileKind('application/pdf')).toEqual({ kind: 'other', format: 'PDF' })
  })

  it('lists the kinds an upload takes, grouped, in both languages', () => {
    expect(acceptedKinds(['image/jpeg', 'image/svg+xml', 'video/webm'])).toEqual({ ko: '올릴 수 있는 파일: 사진 (JPEG · SVG), 동영상 (WebM)', en: 'Files you can upload: photos (JPEG · SVG), videos (WebM)' })
  })
})
