import { expect, test } from '@playwright/test'

import { isDesktop, PHONE } from './support/projects'
import { expectNoStyleOrderDependence } from './support/style-order'
import { waitForHydration } from './support/hydration'

/**
 * Every page type looks the same whatever order its stylesheets arrive in (e2e/support/style-order.ts): the bundler's
 * CSS chunking decides which chunks a page gets and in what order, and may change both from one build to the next.
 */
const PAGES = [
  '/',
  '/school-guide/history',
  '/department-guide/ministry-of-ministry',
  '/department-guide/professor-introduction',
  '/academic-information/academic-schedule',
  '/admission-guide/apply-online',
  '/news/announcement',
  '/news/announcement/news-01',
  '/community/gallery',
  '/community/gallery/opening-worship',
  '/community/downloads',
  '/faq',
  '/contact-us',
  '/student-registration',
  '/student-registration/status',
  '/login',
  '/search?q=%EC%8B%A0%ED%95%99',
  '/no-such-page',
]

test.describe('styles independent of stylesheet order', () => {
  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await expectNoStyleOrderDependence(page)
    })
  }

  // The desktop's sub-menu, and the phone's menu panel.
  test('the open menus', { tag: PHONE }, async ({ page }, testInfo) => {
    await page.goto('/en')
    await waitForHydration(page)
    const opener = isDesktop(testInfo) ? page.getByRole('navigation', { name: /main/i }).getByRole('button').first() : page.getByRole('button', { name: /menu/i })
    await opener.click()
    await expect(opener).toHaveAttribute('aria-expanded', 'true')
    await expectNoStyleOrderDependence(page)
  })
})
