import { expect, test } from '@playwright/test'

import { expectNoSeriousViolations } from './support/accessibility'
import { fillApplication, MESSAGES } from './support/application-form'
import { adminToken, LOCALES, newApplicant, useOwnClientAddress } from './support/forms'

/**
 * The registration window closed while an applicant fills the form. The window is the whole site's, so this spec runs
 * in a project of its own once every other browser test but publishing is done (playwright.config.ts), beside
 * publishing, which sends no application and shows no call to apply: no other test meets the closed window, and none
 * has to wait for the pages to call to apply again.
 */

const INSTANTS = ['applicationOpensAt', 'applicationClosesAt', 'announcementAt', 'enrolmentOpensAt', 'enrolmentClosesAt'] as const
type Round = Record<(typeof INSTANTS)[number], string> & { id: number; interviewDays: { day: string }[] }
const DAY = 24 * 60 * 60 * 1000

/** A round's dates, all `ms` later: moved whole, it stays in order. */
const shifted = (round: Round, ms: number) => ({
  ...Object.fromEntries(INSTANTS.map((name) => [name, new Date(Date.parse(round[name]) + ms).toISOString()])),
  interviewDays: round.interviewDays.map(({ day }) => ({ day: new Date(Date.parse(day) + ms).toISOString() })),
})

test('outside the application period: a late submission gets the 410 dialog, the page says it is closed', async ({ page, request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  await useOwnClientAddress(page)
  const listed = await request.get('/cms-api/admission-rounds?limit=100&depth=0&sort=-applicationOpensAt', { headers: auth })
  const now = Date.now()
  // The latest first, so that no round overlaps another on the way (the admin refuses that).
  const moved = ((await listed.json()) as { docs: Round[] }).docs.filter((round) => Date.parse(round.applicationClosesAt) > now)
  try {
    for (const { lang, prefix } of LOCALES) {
      const m = MESSAGES[lang]
      // Filled while the window is open; by the time it is sent, the window has moved to the future.
      await page.goto(`${prefix}/student-registration`)
      await fillApplication(page, m, newApplicant())
      const ms = moved.length > 0 ? now + 30 * DAY - Date.parse(moved[moved.length - 1].applicationOpensAt) : 0
      for (const round of moved) {
        const patched = await request.patch(`/cms-api/admission-rounds/${round.id}`, { headers: auth, data: shifted(round, ms) })
        expect(patched.ok(), await patched.text()).toBe(true)
      }
      const answer = page.waitForResponse((response) => response.url().includes('/api/register') && response.request().method() === 'POST')
      await page.getByRole('button', { name: m.registration.submit }).click()
      expect((await answer).status()).toBe(410)
      const dialog = page.getByRole('dialog', { name: m.registration.closedTitle })
      await expect(dialog).toContainText(m.registration.closedText)
      await dialog.getByRole('button', { name: m.common.ok }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/?$`))
      // Closed, the home page's call to apply says when the next window opens instead of leading to the form.
      const call = page.getByRole('region', { name: m.registration.closed })
      await expect(call).toContainText(m.registration.nextWindow.split('{start}')[0].trim())
      await expect(call.getByRole('link')).toHaveCount(0)

      await page.goto(`${prefix}/student-registration`)
      await expect(page.getByText(m.registration.closed)).toBeVisible()
      if (moved.length > 0) await expect(page.getByText(m.registration.nextWindow.split('{start}')[0].trim())).toBeVisible()
      await expect(page.getByLabel(m.registration.fields.name_hangul)).toBeDisabled()
      await expect(page.getByRole('button', { name: m.registration.submit })).toBeDisabled()
      // The consent notices stay readable by keyboard while the form is closed.
      await expectNoSeriousViolations(page)
      await restore(moved)
    }
  } finally {
    await restore(moved)
  }

  async function restore(rounds: Round[]) {
    for (const round of [...rounds].reverse()) {
      const restored = await request.patch(`/cms-api/admission-rounds/${round.id}`, { headers: auth, data: shifted(round, 0) })
      expect(restored.ok(), await restored.text()).toBe(true)
    }
  }
})
