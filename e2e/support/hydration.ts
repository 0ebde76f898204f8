import { expect, type Locator, type Page } from '@playwright/test'

/** Waits until React has hydrated the header (its elements then carry React's props): a click before that does nothing. */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.locator('header[data-variant] button').first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 30_000 })
    .toBe(true)
}

/**
 * Waits until the page has hydrated and its first idle moment's work has rendered (the home popups, the signed-in
 * header: lib/browser/idle-storage.ts): an idle callback queued now runs after the page's own, then two frames.
 * Under load that moment comes well after `networkidle`, and a page compared before and after would differ by it.
 */
export async function waitForIdleWork(page: Page) {
  await waitForHydration(page)
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { timeout: 5000 })),
  )
}

/** Waits until React has hydrated `element` (it then carries React's props): in the admin, a click before that submits the form natively. */
export async function waitForReact(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), { timeout: 30_000 }).toBe(true)
}
