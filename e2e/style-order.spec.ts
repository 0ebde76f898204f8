import { test } from '@playwright/test'

import { isDesktop } from './support/projects'
import { expectNoStyleOrderDependence } from './support/style-order'
import { waitForHydration } from './support/hydration'

/**
 * Every page type looks the same whatever order its stylesheets arrive in (e2e/support/style-order.ts): the CSS
 * chunking ships each page only the CSS modules it uses, in chunks it may order differently from one build to the next.
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

  test('the open menus', async ({ page }, testInfo) => {
    await page.goto('/en')
    await waitForHydration(page)
    if (isDesktop(testInfo)) {
      await page.getByRole('navigation', { name: /main/i }).getByRole('button').first().click()
    } else {
      await page.getByRole('button', { name: /menu/i }).click()
    }
    await expectNoStyleOrderDependence(page)
  })
})
