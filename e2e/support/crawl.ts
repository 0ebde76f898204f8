import type { APIRequestContext } from '@playwright/test'

import { serverHtml } from './server-html'

/** An address reached: `url` is where its redirects ended (the address itself when none). */
export type CrawledPage = { path: string; url: string; status: number; from: string; html: string | null }

const LINK = /<a\s[^>]*?\bhref="([^"#][^"]*)"/g

/** The site-internal addresses the links of a page lead to (path and query, no fragment). */
function internalLinks(html: string, origin: string): string[] {
  return [...serverHtml(html).matchAll(LINK)].flatMap(([, raw]) => {
    const url = new URL(raw.replace(/&amp;/g, '&'), origin)
    return url.origin === origin && /^https?:$/.test(url.protocol) ? [url.pathname + url.search] : []
  })
}

/**
 * Follows every internal link from `starts`, as a crawler would (redirects followed, no JavaScript), and
 * returns each address reached once, with its status, the page that first linked to it and its HTML.
 */
export async function crawl(request: APIRequestContext, origin: string, starts: string[], concurrency = 4): Promise<CrawledPage[]> {
  const seen = new Map<string, string>(starts.map((start) => [start, '(start)']))
  const queue = [...starts]
  const pages: CrawledPage[] = []
  const visit = async (path: string) => {
    const response = await request.get(path)
    const isHtml = (response.headers()['content-type'] ?? '').startsWith('text/html')
    const html = isHtml ? await response.text() : null
    pages.push({ path, url: response.url(), status: response.status(), from: seen.get(path) ?? '', html })
    for (const link of html ? internalLinks(html, origin) : []) {
      if (seen.has(link)) continue
      seen.set(link, path)
      queue.push(link)
    }
  }
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await visit(path)
  }
  // Workers that find the queue empty stop; start again while links are still being found.
  while (queue.length > 0) await Promise.all(Array.from({ length: concurrency }, worker))
  return pages
}
