import { termPattern } from './terms'

const BEFORE = 40
const LENGTH = 160

/** About 160 characters of `text` around the first place any term occurs (the start when none does), cut at spaces. */
export function excerptAround(text: string, terms: string[]): string {
  const first = terms.length > 0 ? (termPattern(terms).exec(text)?.index ?? 0) : 0
  let start = Math.max(0, first - BEFORE)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space >= 0 && space < first ? space + 1 : start
  }
  const end = Math.min(text.length, start + LENGTH)
  const cut = end < text.length ? text.lastIndexOf(' ', end) : end
  const stop = cut > first ? cut : end
  return `${start > 0 ? '…' : ''}${text.slice(start, stop).trim()}${stop < text.length ? '…' : ''}`
}
