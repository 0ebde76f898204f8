import { expect, test, type Page } from '@playwright/test'
import { onPhoneInEnglish } from './support/projects'

/**
 * The pages visitors land on hold still while they load: what the server sent is where it is painted, so a
 * visitor does not tap a footer link that the form pushes away. Measured as the browser's own layout-shift
 * entries (what Lighthouse adds up as CLS; Google counts up to 0.1 as good). The desktop web font is left out: it
 * is swapped in on purpose once the page is interactive (components/layout/desktop-font.tsx), and how far its
 * metrics move a line of text depends on the fonts of the machine, not on the page.
 */
const LANDING_PAGES = ['/', '/department-guide/ministry-of-ministry', '/news/announcement/news-01', '/student-registration', '/community/gallery/opening-worship']
const LIMIT = 0.05

type Shift = { value: number; sources: string[] }

/** Records every layout shift not caused by input, from the first byte of the document. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue
        const sources = entry.sources.map(({ node }) => (node instanceof Element ? `${node.localName}.${node.className}` : (node?.nodeName ?? '?')))
        shifts.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

for (const path of LANDING_PAGES) {
  for (const prefix of ['', '/en']) {
    const address = prefix && path === '/' ? prefix : `${prefix}${path}`
    // The phone's layout shifts apart from the desktop's: the desktop loads the Korean pages, the phone the English ones.
    test(`${address} does not shift as it loads`, { tag: onPhoneInEnglish(prefix ? 'en' : 'ko') }, async ({ page }) => {
      await page.route(/\.woff2?$/, (route) => route.abort())
      await recordShifts(page)
      await page.goto(address, { waitUntil: 'networkidle' })
      // React reveals the streamed parts of a page (each held in a hidden div "S:…" until then) at most every 300 ms
      // after the first paint: once none is left hidden, two frames let the last shifts be reported.
      await page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"], template[id^="B:"]'))
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts)
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
      expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(LIMIT)
    })
  }
}
