import { serverHtml } from './server-html'

type Page = { path: string; url: string; from: string; html: string }

const CANONICAL = /<link\s[^>]*?\brel="canonical"[^>]*?\bhref="([^"]*)"/
const TITLE = /<title>([\s\S]*?)<\/title>/
const MAIN = /<main\b[^>]*>([\s\S]*?)<\/main>/

const pathOf = (address: string) => {
  const url = new URL(address.replace(/&amp;/g, '&'), 'http://site')
  return url.pathname + url.search
}

/** What a page shows, whatever its address: its title and the text of its main content (links' targets left out). */
const documentOf = (html: string) => {
  const text = (pattern: RegExp) => (pattern.exec(serverHtml(html))?.[1] ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
  return `${text(TITLE)}\n${text(MAIN)}`
}

/**
 * One address per document: every page that names a canonical address names the one it was reached at
 * (after redirects), and no two addresses show one document, each naming itself canonical.
 */
export function canonicalProblems(pages: Page[]): string[] {
  const problems: string[] = []
  const canonicalsOf = new Map<string, Map<string, string>>()
  for (const page of pages) {
    const canonical = CANONICAL.exec(page.html)?.[1]
    if (canonical === undefined) continue
    const own = pathOf(page.url)
    if (pathOf(canonical) !== own) problems.push(`${page.path} names ${pathOf(canonical)} canonical (linked from ${page.from})`)
    const document = documentOf(page.html)
    const canonicals = canonicalsOf.get(document) ?? new Map<string, string>()
    canonicals.set(pathOf(canonical), `${page.path} (linked from ${page.from})`)
    canonicalsOf.set(document, canonicals)
  }
  for (const canonicals of canonicalsOf.values()) {
    if (canonicals.size > 1) problems.push(`one document at ${[...canonicals].map(([canonical, reached]) => `${canonical} by ${reached}`).join(' and ')}`)
  }
  return problems
}
