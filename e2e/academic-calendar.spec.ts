import { expect, test } from '@playwright/test'

import { expectNoSeriousViolations } from './support/accessibility'
import { isDesktop } from './support/projects'

const SCHEDULE = '/academic-information/academic-schedule'

const LOCALES = [
  { prefix: '', march: '2026년 3월', first: '1학기 개강', kind: '개강', subscribe: '휴대폰 캘린더에 추가', seminarLink: '캘린더에 추가' },
  { prefix: '/en', march: 'March 2026', first: 'Spring semester classes begin', kind: 'Classes begin', subscribe: "Add to your phone's calendar", seminarLink: 'Add to calendar' },
] as const

for (const { prefix, march, first, kind, subscribe, seminarLink } of LOCALES) {
  test.describe(`the academic calendar (${prefix || '/'})`, () => {
    test.beforeEach(({}, testInfo) => {
      test.skip(isDesktop(testInfo), 'students read the schedule and subscribe to it on their phones')
    })

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
      const download = page.locator('a[href$="/academic-calendar.ics"][href^="http"]')
      await expect(download).toBeVisible()
      const file = await page.request.get((await download.getAttribute('href'))!.replace(/^https?:\/\/[^/]+/, ''))
      expect([file.status(), file.headers()['content-type']]).toEqual([200, 'text/calendar; charset=utf-8'])

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: testInfo.outputPath('schedule.png'), fullPage: true })
      await expectNoSeriousViolations(page)
    })

    test('a seminar offers its own calendar file', async ({ page }) => {
      await page.goto(`${prefix}/community/offline-seminar`)
      // Each seminar's text and link are in its accordion panel: a visitor opens the seminar first.
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('button').click()
      const link = page.getByRole('link', { name: new RegExp(seminarLink) }).first()
      await expect(link).toHaveAttribute('href', /^\/offline-seminars\/\d+\.ics$/)
      const file = await page.request.get((await link.getAttribute('href'))!)
      expect(file.status()).toBe(200)
      expect(await file.text()).toContain('BEGIN:VEVENT')
    })
  })
}
