import { expect, test, type Page } from '@playwright/test'

import { unique, useOwnClientAddress } from './support/forms'

// On a phone the page is on screen seconds before its scripts have run, and autofill makes a sign-in one tap.
// The status page has two: the status lookup and, below it, the applicant's rights (reference, e-mail, date of birth).
const FORM_PAGES: [path: string, form: number, forms: number][] = [
  ['/login', 0, 1],
  ['/en/login', 0, 1],
  ['/forgot-password', 0, 1],
  ['/reset-password?token=from-the-mail', 0, 1],
  ['/student-registration/status', 0, 2],
  ['/student-registration/status', 1, 2],
  ['/contact-us', 0, 1],
  ['/student-registration', 0, 1],
]

async function sendBeforeScripts(page: Page, path: string, index: number, count: number) {
  await page.goto(path)
  const forms = page.locator('main form:not([role="search"])')
  await expect(forms).toHaveCount(count)
  const form = forms.nth(index)
  const secret = `secret-${unique()}`
  for (const field of await form.locator('input[type="email"], input[type="password"], input[type="text"]').all()) {
    if (await field.isEditable()) await field.fill(secret)
  }
  const answer = page.waitForResponse((response) => response.request().isNavigationRequest() && response.frame() === page.mainFrame())
  await form.locator('[type="submit"]').click()
  const response = await answer
  expect(response.request().method()).toBe('POST')
  expect(response.status()).toBeLessThan(500)
  const html = await response.text()
  expect(html).toMatch(/<form[^>]*method="post"/)
  expect(html).not.toContain(secret)
  await page.waitForLoadState('domcontentloaded')
  expect(page.url()).not.toContain(secret)
}

for (const [path, index, count] of FORM_PAGES) {
  test(`form ${index + 1} on ${path} sent before the page's scripts run keeps its fields out of the address`, async ({ page }) => {
    await useOwnClientAddress(page)
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await sendBeforeScripts(page, path, index, count)
  })
}
