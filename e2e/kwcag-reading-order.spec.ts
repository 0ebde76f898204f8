import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { waitForIdleWork } from './support/hydration'
import { inLanguage, LANGUAGES } from './support/kwcag-pages'
import { onPhoneInEnglish } from './support/projects'

/**
 * What a screen reader reads, in order, in the main content of five pages (KWCAG 1.3.2 and 4.2.1): Playwright's
 * accessibility snapshot of `main`, kept as a reviewed fixture per page, language and project in e2e/fixtures/aria/.
 * A change fails with the difference; once reviewed, `UPDATE_ARIA_FIXTURES=1` writes the new fixtures
 * (docs/accessibility.md, "Screen-reader paths").
 */

const PAGES = [
  ['home', '/'],
  ['department', '/department-guide/department-of-missiology'],
  ['faq', '/faq'],
  ['application-form', '/student-registration'],
  ['gallery', '/community/gallery/opening-worship'],
] as const

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'aria')

/**
 * A list item's content is the site's data (the newest posts and galleries, which other tests add to), not the path a
 * reader takes: each item is kept as one line, so the lists' places and lengths stay part of the path.
 */
function itemsAsLines(snapshot: string): string {
  const kept: string[] = []
  let itemDepth = -1
  for (const line of snapshot.split('\n')) {
    const depth = line.search(/\S/)
    if (itemDepth >= 0 && depth > itemDepth) continue
    itemDepth = /^\s*- listitem\b/.test(line) ? depth : -1
    kept.push(itemDepth >= 0 ? `${' '.repeat(depth)}- listitem` : line)
  }
  return kept.join('\n')
}

/** Dates of the demo content move with the day it was loaded: they are not part of the path. */
const normalize = (snapshot: string) =>
  itemsAsLines(snapshot)
    .replace(/\b\d{4}[.-]\s?\d{1,2}[.-]\s?\d{1,2}\.?/g, '<date>')
    .replace(/\b\d{4}년 \d{1,2}월 \d{1,2}일/g, '<date>')
    .replace(/\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/g, '<date>')
    .replace(/\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/g, '<date>')
    .replace(/<date>(,| at)? \d{1,2}:\d{2}/g, '<date> <time>')
    // The background video's button comes when the video starts, which depends on the connection and the moment.
    .replace(/^\s*- button "(배경 영상 일시정지|배경 영상 재생|Pause the background video|Play the background video)"\n/gm, '')

for (const { lang, prefix } of LANGUAGES) {
  for (const [name, address] of PAGES) {
    // The phone's page reads in another order (its menus): each project keeps its own reviewed fixtures, the desktop's of
    // the Korean pages, the phone's of the English ones (the two languages' pages are built alike).
    test(`screen-reader path of the ${name} page (${lang}) stays as reviewed`, { tag: onPhoneInEnglish(lang) }, async ({ page }, testInfo) => {
      await page.goto(inLanguage(prefix, address))
      await page.waitForLoadState('networkidle')
      await waitForIdleWork(page)
      const snapshot = normalize(await page.locator('main').ariaSnapshot())
      const fixture = path.join(FIXTURES, `${name}.${lang}.${testInfo.project.name.replace(/\W+/g, '-')}.yml`)
      if (process.env.UPDATE_ARIA_FIXTURES) {
        fs.mkdirSync(FIXTURES, { recursive: true })
        fs.writeFileSync(fixture, `${snapshot}\n`)
      }
      expect(fs.existsSync(fixture), `${path.relative(process.cwd(), fixture)} exists (write it with UPDATE_ARIA_FIXTURES=1, after review)`).toBe(true)
      expect(snapshot).toBe(fs.readFileSync(fixture, 'utf8').trimEnd())
    })
  }
}
