import { termPattern } from '@/lib/search/terms'

/** `text` with every occurrence of the terms marked (spaces inside a term and case aside); React escapes the rest. */
export function Highlight({ text, terms }: { text: string; terms: string[] }) {
  if (terms.length === 0) return text
  return text.split(termPattern(terms)).map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))
}
