const COMBINING_MARKS = /\p{M}+/gu

/**
 * The readable Latin form of a title or typed slug: letters without accents, lower case, digits, single
 * dashes ("Open Day 2027!" → "open-day-2027"). Empty when nothing Latin is left (a Korean title).
 */
export function toSlug(text: string): string {
  const latin = text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return /[a-z]/.test(latin) ? latin : ''
}

/** `base`, then `base-2`, `base-3`… (or `day-1`, `day-2`… for a dated slug): the candidates in the order they are tried. */
export function* slugCandidates(base: string, dated: boolean): Generator<string> {
  if (!dated) yield base
  for (let n = dated ? 1 : 2; ; n++) yield `${base}-${n}`
}
