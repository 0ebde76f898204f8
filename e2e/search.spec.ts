import { expect, test } from '@playwright/test'

import enContent from '../messages/en/content.json' with { type: 'json' }
import enLayout from '../messages/en/layout.json' with { type: 'json' }
import koContent from '../messages/ko/content.json' with { type: 'json' }
import koLayout from '../messages/ko/layout.json' with { type: 'json' }
import { expectNoSeriousViolations } from './support/accessibility'
import { waitForHydration } from './support/hydration'
import { isDesktop, PHONE } from './support/projects'

const MESSAGES = { ko: { ...koContent, ...koLayout }, en: { ...enContent, ...enLayout } }
const QUERIES = { ko: '입학', en: 'workshop' }

// The Korean site on the desktop; on the phone, whose search is in the menu, the English site. What the results page
// holds in each language: tests/contract/search.test.ts.
test('a visitor searches from the header (the mobile menu on a phone) and opens a result', { tag: PHONE }, async ({ page }, testInfo) => {
  for (const [lang, prefix] of ([['ko', ''], ['en', '/en']] as const).filter(([lang]) => (lang === 'ko') === isDesktop(testInfo))) {
    const m = MESSAGES[lang]
    await page.goto(`${prefix}/`)
    if (!isDesktop(testInfo)) {
      await waitForHydration(page)
      await page.getByRole('button', { name: m.header.openMenu }).click()
    }
    const box = page.getByRole('search', { name: m.search.label }).filter({ visible: true })
    await box.getByRole('searchbox', { name: m.search.label }).fill(QUERIES[lang])
    await box.getByRole('searchbox', { name: m.search.label }).press('Enter')
    await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?q=${encodeURIComponent(QUERIES[lang])}$`))
    await expect(page).toHaveTitle(new RegExp(m.search.resultsTitle.replace('{query}', QUERIES[lang]).replace(/[“”‘’]/g, '.')))
    const results = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(results.first()).toBeVisible()
    await expect(results.first().locator('mark').first()).toHaveText(new RegExp(QUERIES[lang], 'i'))
    await expectNoSeriousViolations(page)

    const first = results.first().getByRole('heading', { level: 2 }).getByRole('link')
    const title = (await first.textContent())!
    await first.click()
    await expect(page.getByText(title, { exact: false }).first()).toBeVisible()
  }
})
