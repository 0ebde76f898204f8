import { expect, test } from '@playwright/test'

import { adminTranslations } from '../cms/admin-translations'
import { expectNoSeriousViolations } from './support/accessibility'
import { ADMIN, signInAdmin } from './support/forms'
import { ENGLISH_BROWSER } from './support/projects'

// The admin speaks the browser's language: Korean on the desktop, English on the English browser.
test('the dashboard’s monthly access review is marked reviewed with its button, and says by whom', { tag: ENGLISH_BROWSER }, async ({ page, baseURL }, testInfo) => {
  const texts = testInfo.project.use.locale?.startsWith('en') ? adminTranslations.en : adminTranslations.ko
  await signInAdmin(page.context(), baseURL!)
  await page.goto('/admin')
  const card = page.locator('section[data-access-review]')
  await expect(card.getByRole('heading', { level: 2, name: texts.review.heading })).toBeVisible()
  for (const heading of [texts.review.exports, texts.review.newAddresses, texts.review.failedCodes]) await expect(card.getByRole('heading', { level: 3, name: heading })).toBeVisible()
  // The card's own markup: Payload's language picker above the dashboard is not ours to fix.
  await expectNoSeriousViolations(page, 'section[data-access-review]')

  await card.getByRole('button', { name: texts.review.mark }).click()
  await expect(card.getByRole('status').filter({ hasText: texts.review.done })).toBeVisible()
  await expect(card).toHaveAttribute('data-access-review', 'done')
  await expect(card.locator('[data-last-review]')).toContainText(ADMIN.email)
})
