/**
 * How text and queries become comparable: Unicode-normalized, lower case, letters and digits only.
 * Korean joins particles to words without a space ("입학설명회에"), so a term matches anywhere inside
 * a word (the stored text is searched for substrings, which is what an n-gram index would answer);
 * English words lose a common suffix, so "seminars" and "seminar" find each other.
 */
export const MAX_QUERY_LENGTH = 100
export const MAX_TERMS = 5
const MIN_TERM_LENGTH = 2

const ENGLISH_SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'es', 'ed', 's', 'y'] as const
const LATIN_WORD = /^[a-z]+$/

/** Text made comparable: NFKC, lower case, every run of other characters one space. */
export const normalizeText = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/**
 * What the index stores for matching: the normalized text, then the same without its spaces. Korean visitors
 * often type without the spaces a text has ("원서양식" for "원서 양식"); such a term still occurs in the second half.
 */
export function searchableText(text: string): string {
  const normalized = normalizeText(text)
  return `${normalized} ${normalized.replaceAll(' ', '')}`
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Finds any of `terms` in displayed text, with or without spaces between a term's letters, case aside. */
export const termPattern = (terms: string[]): RegExp => new RegExp(`(${terms.map((term) => [...term].map(escapeRegExp).join('\\s*')).join('|')})`, 'gi')

/** An English word without its common suffix, when enough of it is left to mean something. */
export function stem(word: string): string {
  if (!LATIN_WORD.test(word)) return word
  const suffix = ENGLISH_SUFFIXES.find((ending) => word.endsWith(ending) && word.length - ending.length >= 3)
  return suffix ? word.slice(0, -suffix.length) : word
}

/** The distinct terms of a query that can be searched for (at least two letters or digits each). */
export function searchTerms(query: string): string[] {
  const words = normalizeText(query).split(' ').filter((word) => word.length >= MIN_TERM_LENGTH)
  return [...new Set(words.map(stem))].slice(0, MAX_TERMS)
}
