import { expect, test, type APIRequestContext } from '@playwright/test'
import { HtmlValidate } from 'html-validate'

import { canonicalProblems } from './support/canonical'
import { crawl, type CrawledPage } from './support/crawl'
import { structuredDataProblems } from './support/structured-data'

/**
 * The site as crawlers and checkers see it: every internal link from both home pages, the server HTML of
 * every page reached against the WHATWG rules of the HTML standard, the structured data against Google's
 * rules, and one address per document. One crawl serves the four checks; the 404's HTML is checked with its
 * status (tests/contract/page-addresses.test.ts).
 */

// The standard's rules and a complete document; SRI is a deployment choice, not part of HTML's conformance.
const validator = new HtmlValidate({ extends: ['html-validate:standard', 'html-validate:document'], rules: { 'require-sri': 'off' } })

// One worker runs the file in order, so the crawl in beforeAll is made once (again only after a failure).
test.describe.configure({ mode: 'default' })

let pages: CrawledPage[] = []

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(240_000)
  const baseURL = String(testInfo.project.use.baseURL)
  const request: APIRequestContext = await playwright.request.newContext({ baseURL })
  pages = await crawl(request, new URL(baseURL).origin, ['/', '/en'])
  await request.dispose()
})

const htmlPages = () => pages.filter((page): page is CrawledPage & { html: string } => page.html !== null)

test('every internal link from / and /en answers without an error', () => {
  test.info().annotations.push({ type: 'crawl', description: `${pages.length} internal addresses, ${htmlPages().length} HTML pages` })
  expect(pages.length).toBeGreaterThan(100)
  expect(pages.filter((page) => page.status >= 400).map((page) => `${page.status} ${page.path} (linked from ${page.from})`)).toEqual([])
})

test('every document has one address: the canonical each page names is the address it was reached at', () => {
  const reached = htmlPages().filter((page) => page.status === 200)
  expect(reached.filter((page) => page.html.includes('rel="canonical"')).length).toBeGreaterThan(100)
  expect(canonicalProblems(reached)).toEqual([])
})

test('the server HTML of every page is valid HTML', async () => {
  const errors: string[] = []
  for (const page of htmlPages()) {
    const report = await validator.validateString(page.html, page.path)
    errors.push(...report.results.flatMap((result) => result.messages.map((message) => `${page.path}: ${message.ruleId} ${message.message} (${message.selector})`)))
  }
  test.info().annotations.push({ type: 'html', description: `${htmlPages().length} pages validated, ${errors.length} errors` })
  expect(errors).toEqual([])
})

test("the structured data follows Google's rules for NewsArticle and Event", () => {
  const found = htmlPages().map((page) => ({ path: page.path, ...structuredDataProblems(page.html) }))
  const count = (type: string) => found.filter((page) => page.types.includes(type)).length
  test.info().annotations.push({ type: 'structured data', description: `${count('NewsArticle')} news articles, ${count('Event')} pages with events` })
  expect(count('NewsArticle')).toBeGreaterThan(0)
  expect(count('Event')).toBeGreaterThan(0)
  expect(found.flatMap((page) => page.problems.map((problem) => `${page.path}: ${problem}`))).toEqual([])
})
