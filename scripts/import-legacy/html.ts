import sanitize from 'sanitize-html'

import { sanitizeHtml } from '../../lib/security/sanitize-html'
import { htmlEmbed, richText } from '../seed/lexical'

/** The parts of an old address this site answers differently; the old site's own paths stay as they were. */
const PAGE_PATHS: [RegExp, string][] = [[/^\/community\/news\/([^/?#]+)/, '/news/announcement/$1']]

const SCRIPTED = /<script|\son[a-z]+\s*=|javascript:/i

export type OldAddress = { storagePath: string } | { path: string } | null

/** What an address in old HTML points at: a file of the old storage, a page of the old site, or elsewhere (null). */
export function oldAddress(value: string, oldSiteUrl: string | null): OldAddress {
  let pathname: string
  if (value.startsWith('/') && !value.startsWith('//')) pathname = value
  else if (oldSiteUrl && value.toLowerCase().startsWith(oldSiteUrl.toLowerCase() + '/')) pathname = value.slice(oldSiteUrl.length)
  else return null
  const storage = pathname.match(/^\/storage\/([^?#]+)/)
  if (storage) return { storagePath: decodeURIComponent(storage[1]) }
  const rewritten = PAGE_PATHS.reduce((path, [pattern, replacement]) => path.replace(pattern, replacement), pathname)
  return { path: rewritten }
}

/** Every address in `src` and `href` attributes of an HTML fragment. */
export function addressesIn(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)\s*=\s*["']([^"']+)["']/gi)].map((match) => match[1])
}

export type ConvertedHtml = { value: ReturnType<typeof richText> | null; hadScripts: boolean }

/**
 * Old HTML as rich text: its addresses rewritten (`rewrite` gives a storage file's new address, or null when the
 * file is missing), then cleaned by the site's own sanitizer, kept whole in an HTML block of the editor.
 */
export function convertHtml(html: string | null, rewrite: (address: string) => string | null): ConvertedHtml {
  if (!html || html.trim() === '') return { value: null, hadScripts: false }
  const rewriteAttribute = (attribute: string) => (tagName: string, attribs: Record<string, string>) => {
    const value = attribs[attribute]
    if (!value) return { tagName, attribs }
    const replaced = rewrite(value)
    return { tagName, attribs: { ...attribs, [attribute]: replaced ?? value } }
  }
  const rewritten = sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: { a: rewriteAttribute('href'), img: rewriteAttribute('src'), video: rewriteAttribute('src'), source: rewriteAttribute('src') },
  })
  const clean = sanitizeHtml(rewritten).trim()
  return { value: clean === '' ? null : richText(htmlEmbed(clean)), hadScripts: SCRIPTED.test(html) }
}
