import { normalizeText } from './terms'

type Rankable = { title: string; body?: string | null; date?: string | null }

const withoutSpaces = (text: string) => text.replaceAll(' ', '')

/**
 * Points for one entry: the query as typed, spaces included, in the title (6) or the text (2) first, so an exact
 * phrase outranks the same words spaced otherwise; then each term, spaces aside, in the title (3) or the text (1).
 */
function score(entry: Rankable, phrase: string, terms: string[]): number {
  const title = normalizeText(entry.title)
  const body = normalizeText(entry.body ?? '')
  const exact = (title.includes(phrase) ? 6 : 0) + (body.includes(phrase) ? 2 : 0)
  const [compactTitle, compactBody] = [withoutSpaces(title), withoutSpaces(body)]
  return terms.reduce((sum, term) => sum + (compactTitle.includes(term) ? 3 : 0) + (compactBody.includes(term) ? 1 : 0), exact)
}

/** Matches best first, newer first among equals. */
export function rankMatches<T extends Rankable>(entries: T[], query: string, terms: string[]): T[] {
  const phrase = normalizeText(query)
  return entries
    .map((entry) => ({ entry, points: score(entry, phrase, terms) }))
    .sort((a, b) => b.points - a.points || (b.entry.date ?? '').localeCompare(a.entry.date ?? ''))
    .map(({ entry }) => entry)
}
