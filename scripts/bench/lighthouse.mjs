// Lighthouse's default mobile profile (simulated slow 4G, a 4× slower CPU) on the pages visitors land on,
// driving the same Debian Chromium the browser tests use.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
// --ignore-certificate-errors: pages come through the bench's HTTPS front (https-front.mjs), on a certificate of its own.
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--ignore-certificate-errors']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

const kb = (bytes) => Math.round(bytes / 1024)

/** The tag of the element Lighthouse found to be the largest contentful paint (`img` for the home's poster). */
function lcpElement(lhr) {
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
  const snippet = node?.snippet ?? ''
  return /^<([a-z0-9-]+)/i.exec(snippet)?.[1] ?? '?'
}

/** One Lighthouse run's report; Chromium now and then loses a trace's navigation start (runtimeError NO_NAVSTART). */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
  return lhr
}

const range = (values) => {
  const known = values.filter((value) => typeof value === 'number')
  return `${Math.min(...known)}–${Math.max(...known)}`
}

/**
 * The median run's four scores, LCP, TBT and CLS, and the bytes transferred by resource type; the spread of all runs;
 * and Lighthouse's measure of the machine's CPU (`benchmarkIndex`): the simulated phone is this CPU slowed 4×, so
 * the same page gave TBT 56 ms on a machine of index 3,100-3,800 and 187 ms on one of 1,900-2,100 (the blank page).
 */
function row(runs) {
  const lhr = computeMedianRun(runs)
  const bytes = Object.fromEntries((lhr.audits['resource-summary'].details?.items ?? []).map((item) => [item.resourceType, item.transferSize]))
  const tbt = (run) => Math.round(run.audits['total-blocking-time'].numericValue)
  return {
    runs: runs.length,
    perf: lhr.categories.performance.score,
    'perf range': range(runs.map((run) => run.categories.performance.score)),
    a11y: lhr.categories.accessibility.score,
    bp: lhr.categories['best-practices'].score,
    seo: lhr.categories.seo.score,
    'LCP s': Number((lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(1)),
    'LCP el': lcpElement(lhr),
    'TBT ms': tbt(lhr),
    'TBT range': range(runs.map(tbt)),
    CLS: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    'total KB': kb(bytes.total ?? 0),
    'JS KB': kb(bytes.script ?? 0),
    'CSS KB': kb(bytes.stylesheet ?? 0),
    'font KB': kb(bytes.font ?? 0),
    'image KB': kb(bytes.image ?? 0),
    'media KB': kb(bytes.media ?? 0),
    'CPU index': Math.round(lhr.environment.benchmarkIndex),
  }
}

/**
 * Every phone has a Korean font; a server without one makes Chromium search for each Hangul glyph and draw boxes,
 * which Korean pages pay for in layout time (on one machine: home TBT 222 ms without, 60-80 ms with Noto Sans CJK).
 */
function warnWithoutKoreanFont() {
  const fonts = spawnSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' })
  if (fonts.status === 0 && fonts.stdout.trim() === '') {
    console.warn('[bench] No Korean font on this machine: Korean pages measure slower than on a phone (Debian: apt-get install fonts-noto-cjk).')
  }
}

/** Stops before any measuring when the browser Lighthouse drives is missing: the whole browser, as a phone runs pages. */
export function checkLighthouseBrowser() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Lighthouse runs Debian's Chromium at ${CHROMIUM}: apt-get install chromium, set CHROMIUM_PATH, or skip it with BENCH_LIGHTHOUSE=0.`)
}

/**
 * Lighthouse rows for `pages` ({ name, url }), one Chromium for all: each page audited `runs` times and reported by
 * its median run (Lighthouse's own choice of the run nearest the median FCP and TTI), since one run of the same page
 * on this machine's two cores varies by a third in TBT. The audits go round the pages `runs` times rather than
 * page by page: the machine's speed drifts during a bench (Lighthouse's CPU index fell by a third in one run), and
 * so every row, the blank page's included, samples the same stretch of it.
 */
export async function lighthouseRows(pages, runs) {
  warnWithoutKoreanFont()
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
  try {
    // A new Chromium's first page pays for its start (font caches, code caches): a phone's browser is running
    // already. One audit that is not reported, so that the first page listed is not measured cold.
    await audit(pages[0].url, chrome.port)
    const tallies = pages.map((page) => ({ page, reports: [], errors: [] }))
    const due = ({ reports, errors }) => reports.length < runs && reports.length + errors.length < runs * 2
    for (let round = tallies.filter(due); round.length > 0; round = tallies.filter(due)) {
      for (const { page, reports, errors } of round) {
        const lhr = await audit(page.url, chrome.port)
        // A run without a first contentful paint or time to interactive cannot be placed among the others.
        if (!lhr.runtimeError && filterToValidRuns([lhr]).length) reports.push(lhr)
        else errors.push(lhr.runtimeError?.code ?? 'no FCP or TTI')
      }
    }
    return tallies.map(({ page, reports, errors }) => ({ page: page.name, ...(reports.length ? row(reports) : { error: errors.join(', ') }) }))
  } finally {
    await chrome.kill()
  }
}
