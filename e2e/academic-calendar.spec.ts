import { expect, test } from '@playwright/test'

import { expectNoSeriousViolations } from './support/accessibility'
import { PHONE_ONLY } from './support/projects'

const SCHEDULE = '/academic-information/academic-schedule'

const LOCALES = [
  { prefix: '', march: '2026년 3월', first: '1학기 개강', kind: '개강', subscribe: '휴대폰 캘린더에 추가' },
  { prefix: '/en', march: 'March 2026', first: 'Spring semester classes begin', kind: 'Classes begin', subscribe: "Add to your phone's calendar" },
] as const

for (const { prefix, march, first, kind, subscribe } of LOCALES) {
  // Students read the schedule and subscribe to it on their phones.
  test.describe(`the academic calendar (${prefix || '/'})`, { tag: PHONE_ONLY }, () => {
    test('shows a table per month that fits the phone, and offers the subscription', async ({ page }, testInfo) => {
      await page.goto(`${prefix}${SCHEDULE}`)
      const tables = page.getByRole('table')
      expect(await tables.count()).toBeGreaterThanOrEqual(12)
      const marchTable = page.getByRole('table', { name: march })
      await expect(marchTable).toBeVisible()
      await expect(marchTable.getByRole('row', { name: new RegExp(first) })).toContainText(kind)
      await expect(marchTable.getByRole('rowheader').first()).toBeVisible()

      const link = page.getByRole('link', { name: subscribe })
      await expect(link).toHaveAttribute('href', /^webcal:\/\/.+\/academic-calendar\.ics$/)
      // The file itself: tests/contract/academic-calendar.test.ts.
      await expect(page.locator('a[href$="/academic-calendar.ics"][href^="http"]')).toBeVisible()

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: testInfo.outputPath('schedule.png'), fullPage: true })
      await expectNoSeriousViolations(page)
    })
  })
}
