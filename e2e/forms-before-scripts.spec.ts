import { expect, test, type Page } from '@playwright/test'

import { unique, useOwnClientAddress, withRegistrationWindow } from './support/forms'

// On a phone the page is on screen seconds before its scripts have run, and autofill makes a sign-in one tap.
const FORM_PAGES = ['/login', '/en/login', '/forgot-password', '/reset-password?token=from-the-mail', '/student-registration/status', '/contact-us', '/student-registration']

async function sendBeforeScripts(page: Page, path: string) {
  await page.goto(path)
  const form = page.locator('main form:not([role="search"])')
  await expect(form).toHaveCount(1)
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

for (const path of FORM_PAGES) {
  test(`a form on ${path} sent before the page's scripts run keeps its fields out of the address`, async ({ page }) => {
    await useOwnClientAddress(page)
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    if (path === '/student-registration') {
      // The application form is open only while the window is: no other test may close it meanwhile.
      await withRegistrationWindow(() => sendBeforeScripts(page, path))
    } else {
      await sendBeforeScripts(page, path)
    }
  })
}
