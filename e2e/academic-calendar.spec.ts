import { expect, test } from '@playwright/test'

import { adminToken, unique } from './support/forms'

import { expectNoSeriousViolations } from './support/accessibility'
import { PHONE_ONLY } from './support/projects'

const SCHEDULE = '/academic-information/academic-schedule'

const LOCALES = [
  { prefix: '', march: '2026년 3월', first: '1학기 개강', kind: '개강', subscribe: '휴대폰 캘린더에 추가', seminarLink: '캘린더에 추가' },
  { prefix: '/en', march: 'March 2026', first: 'Spring semester classes begin', kind: 'Classes begin', subscribe: "Add to your phone's calendar", seminarLink: 'Add to calendar' },
] as const

for (const { prefix, march, first, kind, subscribe, seminarLink } of LOCALES) {
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
      const download = page.locator('a[href$="/academic-calendar.ics"][href^="http"]')
      await expect(download).toBeVisible()
      const file = await page.request.get((await download.getAttribute('href'))!.replace(/^https?:\/\/[^/]+/, ''))
      expect([file.status(), file.headers()['content-type']]).toEqual([200, 'text/calendar; charset=utf-8'])

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: testInfo.outputPath('schedule.png'), fullPage: true })
      await expectNoSeriousViolations(page)
    })

    test('opens at the current month; the past months follow, the latest first', async ({ page }) => {
      await page.goto(`${prefix}${SCHEDULE}`)
      const current = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date()).slice(0, 7)
      const monthsOf = async (tables: ReturnType<typeof page.locator>) => (await tables.evaluateAll((found) => found.map((table) => table.id.replace('month-', ''))))
      const all = await monthsOf(page.locator('main table'))
      const past = await monthsOf(page.locator('main section[aria-labelledby="past-months"] table'))
      expect(past.length).toBeGreaterThan(0)
      const ahead = all.slice(0, all.length - past.length)
      expect(ahead.length).toBeGreaterThan(0)
      expect(ahead[0] >= current).toBe(true)
      expect(ahead).toEqual([...ahead].sort())
      expect(past.every((month) => month < current)).toBe(true)
      expect(past).toEqual([...past].sort().reverse())
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

test('an event with only a Korean title is listed on /en under it, marked Korean', async ({ page, request }) => {
  const title = `한국어 일정 ${unique()}`
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + 20 * 86_400_000))
  const authorization = `JWT ${await adminToken(request)}`
  const created = await request.post('/cms-api/academic-events?locale=ko', { headers: { authorization }, data: { title, kind: 'event', startDate: `${day}T03:00:00.000Z`, visible: true } })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = ((await created.json()) as { doc: { id: number } }).doc
  try {
    await page.goto(`/en${SCHEDULE}`)
    const marked = page.locator('main td [lang="ko"]', { hasText: title })
    await expect(marked).toHaveCount(1)
    await expect(marked.locator('xpath=following-sibling::span[1]')).toHaveText('Korean')
  } finally {
    expect((await request.delete(`/cms-api/academic-events/${id}`, { headers: { authorization } })).status()).toBe(200)
  }
})
