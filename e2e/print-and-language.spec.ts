import { expect, test } from '@playwright/test'

import enLayout from '../messages/en/layout.json' with { type: 'json' }
import koHome from '../messages/ko/home.json' with { type: 'json' }
import { waitForHydration } from './support/hydration'
import { ENGLISH_BROWSER, ENGLISH_BROWSER_ONLY } from './support/projects'

const hint = enLayout.englishHint

// The Korean browser gets no note; the English one does.
test('a browser that prefers English is offered the English twin of a Korean page, once it dismisses the note no more', { tag: ENGLISH_BROWSER }, async ({ page }, testInfo) => {
  const englishBrowser = testInfo.project.use.locale === 'en-US'
  await page.goto('/faq')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  const note = page.getByRole('complementary', { name: hint.label })
  if (!englishBrowser) {
    await waitForHydration(page)
    await expect(note).toHaveCount(0)
    return
  }
  await expect(note.getByRole('link', { name: hint.link })).toHaveAttribute('href', '/en/faq')
  await note.getByRole('button', { name: hint.dismiss }).click()
  await expect(note).toHaveCount(0)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  await expect(note).toHaveCount(0)
  await page.goto('/en/faq')
  await expect(note).toHaveCount(0)
})

test('the English note is painted with the page, before any of its scripts has loaded', { tag: ENGLISH_BROWSER_ONLY }, async ({ page }) => {
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  await page.goto('/news/announcement')
  await expect(page.getByRole('complementary', { name: hint.label }).getByRole('link', { name: hint.link })).toHaveAttribute('href', '/en/news/announcement')
})

for (const path of ['/news/announcement/news-05', '/academic-information/academic-regulation', '/en/academic-information/academic-schedule']) {
  // On the desktop alone: paper has one size.
  test(`printing ${path} prints the page alone, under the school's name and its address`, async ({ page }) => {
    await page.goto(path)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    for (const hidden of ['header[data-variant]', 'footer', 'nav', 'aside']) {
      for (const element of await page.locator(hidden).all()) await expect(element).toBeHidden()
    }
    await expect(heading).toBeVisible()
    const schoolName = await page.locator('meta[name="application-name"]').getAttribute('content')
    await expect(page.getByText(schoolName!, { exact: true }).filter({ visible: true })).toHaveCount(1)
    await expect(page.getByText(page.url(), { exact: true })).toBeVisible()
    if (path.startsWith('/news/')) await expect(page.locator('main article time').first()).toBeVisible()
  })
}

test('printing the home page leaves its popups off the paper', async ({ page }) => {
  await page.goto('/')
  const popups = page.getByRole('dialog', { name: koHome.home.popup.label, includeHidden: true })
  await expect(popups.first()).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  for (const popup of await popups.all()) await expect(popup).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
