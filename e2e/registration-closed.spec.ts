import { expect, test } from '@playwright/test'

import { expectNoSeriousViolations } from './support/accessibility'
import { fillApplication, MESSAGES } from './support/application-form'
import { adminToken, LOCALES, newApplicant, useOwnClientAddress } from './support/forms'

/**
 * The registration window closed while an applicant fills the form. The window is the whole site's, so this spec runs
 * in a project of its own once every other browser test is done (playwright.config.ts): no other test meets the
 * closed window, and none has to wait for the pages to call to apply again.
 */

type Window = { id: number; startsAt: string; endsAt: string }
const DAY = 24 * 60 * 60 * 1000

test('outside the registration window: a late submission gets the 410 dialog, the page says it is closed', async ({ page, request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  await useOwnClientAddress(page)
  const listed = await request.get('/cms-api/registration-windows?limit=100&depth=0', { headers: auth })
  const now = Date.now()
  const moved = ((await listed.json()) as { docs: Window[] }).docs.filter((window) => new Date(window.endsAt).getTime() > now)
  try {
    for (const { lang, prefix } of LOCALES) {
      const m = MESSAGES[lang]
      // Filled while the window is open; by the time it is sent, the window has moved to the future.
      await page.goto(`${prefix}/student-registration`)
      await fillApplication(page, m, newApplicant())
      for (const [index, window] of moved.entries()) {
        const startsAt = new Date(now + (30 + index * 40) * DAY).toISOString()
        const endsAt = new Date(now + (60 + index * 40) * DAY).toISOString()
        const patched = await request.patch(`/cms-api/registration-windows/${window.id}`, { headers: auth, data: { startsAt, endsAt } })
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

  async function restore(windows: Window[]) {
    for (const window of windows) {
      const restored = await request.patch(`/cms-api/registration-windows/${window.id}`, { headers: auth, data: { startsAt: window.startsAt, endsAt: window.endsAt } })
      expect(restored.ok(), await restored.text()).toBe(true)
    }
  }
})
