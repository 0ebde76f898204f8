import { extensionOf } from '../documents/kinds'

/** A name fit to save: no folders, no control characters, not longer than file systems take. */
const savableName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150)

/** `title` with the stored file's extension, the name a download of `filename` is saved under. */
export function downloadName(title: string, filename: string): string {
  const extension = extensionOf(filename)
  const base = savableName(title).replace(new RegExp(`\\.${extension}$`, 'i'), '')
  return base && extension ? `${base}.${extension}` : filename
}
