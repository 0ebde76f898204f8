/** A file's kind in office words, from its MIME type: 사진, 동영상 or 파일, with its format (image/svg+xml → SVG, image/webp → WebP). */
export type FileKind = { kind: 'photo' | 'video' | 'other'; format: string }

/** Formats as they are usually written; any other in capitals (PDF, MP4). */
const FORMAT_NAMES: Record<string, string> = { jpeg: 'JPEG', webp: 'WebP', webm: 'WebM' }

export function fileKind(mimeType: string): FileKind {
  const [type = '', subtype = ''] = mimeType.split('/')
  const name = subtype.split('+')[0] ?? ''
  const format = FORMAT_NAMES[name] ?? name.toUpperCase()
  return { kind: type === 'image' ? 'photo' : type === 'video' ? 'video' : 'other', format }
}

const KIND_WORDS = {
  ko: { photo: '사진', video: '동영상', other: '파일' },
  en: { photo: 'photos', video: 'videos', other: 'files' },
} as const

/** The kinds an upload collection takes, in both languages (its `admin.description`): "사진 (JPEG · PNG …), 동영상 (MP4 …)". */
export function acceptedKinds(mimeTypes: string[]): { ko: string; en: string } {
  const formats = new Map<FileKind['kind'], string[]>()
  for (const { kind, format } of mimeTypes.map(fileKind)) formats.set(kind, [...(formats.get(kind) ?? []), format])
  const list = (language: 'ko' | 'en') => [...formats].map(([kind, names]) => `${KIND_WORDS[language][kind]} (${names.join(' · ')})`).join(', ')
  return { ko: `올릴 수 있는 파일: ${list('ko')}`, en: `Files you can upload: ${list('en')}` }
}
