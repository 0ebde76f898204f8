import { expect, type Page } from '@playwright/test'

/** Waits until React has hydrated the header (its elements then carry React's props): a click before that does nothing. */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.locator('header[data-variant] button').first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 30_000 })
    .toBe(true)
}
