// Lighthouse's default mobile profile (simulated slow 4G, a 4× slower CPU) on the pages visitors land on,
// driving the same Debian Chromium the browser tests use.
import { spawnSync } from 'node:child_process'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

const kb = (bytes) => Math.round(bytes / 1024)

/** The tag of the element Lighthouse found to be the largest contentful paint (`img` for the home's poster). */
function lcpElement(lhr) {
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
  const snippet = node?.snippet ?? ''
  return /^<([a-z0-9-]+)/i.exec(snippet)?.[1] ?? '?'
}

/** One Lighthouse run: the four scores, LCP and TBT, and the bytes transferred by resource type. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
  if (lhr.runtimeError) return { error: lhr.runtimeError.code }
  const bytes = Object.fromEntries((lhr.audits['resource-summary'].details?.items ?? []).map((item) => [item.resourceType, item.transferSize]))
  return {
    perf: lhr.categories.performance.score,
    a11y: lhr.categories.accessibility.score,
    bp: lhr.categories['best-practices'].score,
    seo: lhr.categories.seo.score,
    'LCP s': Number((lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(1)),
    'LCP el': lcpElement(lhr),
    'TBT ms': Math.round(lhr.audits['total-blocking-time'].numericValue),
    'total KB': kb(bytes.total ?? 0),
    'JS KB': kb(bytes.script ?? 0),
    'CSS KB': kb(bytes.stylesheet ?? 0),
    'font KB': kb(bytes.font ?? 0),
    'image KB': kb(bytes.image ?? 0),
    'media KB': kb(bytes.media ?? 0),
  }
}

/**
 * Every phone has a Korean font; a server without one makes Chromium search for each Hangul glyph and draw boxes,
 * which this machine's Korean pages paid for in layout time (home TBT 222 ms without, 60-80 ms with Noto Sans CJK).
 */
function warnWithoutKoreanFont() {
  const fonts = spawnSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' })
  if (fonts.status === 0 && fonts.stdout.trim() === '') {
    console.warn('[bench] No Korean font on this machine: Korean pages measure slower than on a phone (Debian: apt-get install fonts-noto-cjk).')
  }
}

/** Lighthouse rows for `pages` ({ name, path }) of the site at `baseUrl`, one Chromium for all. */
export async function lighthouseRows(baseUrl, pages) {
  warnWithoutKoreanFont()
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
  try {
    // A new Chromium's first page pays for its start (font caches, code caches): a phone's browser is running
    // already. One audit that is not reported, so that the first page listed is not measured cold.
    await audit(baseUrl + pages[0].path, chrome.port)
    const rows = []
    for (const page of pages) {
      // Lighthouse now and then loses a trace's navigation start (NO_NAVSTART) on this Chromium: one more try.
      let row = await audit(baseUrl + page.path, chrome.port)
      if (row.error) row = await audit(baseUrl + page.path, chrome.port)
      rows.push({ page: page.name, ...row })
    }
    return rows
  } finally {
    await chrome.kill()
  }
}
