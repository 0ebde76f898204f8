import { expect, test } from '@playwright/test'

import { expectNoSeriousViolations } from './support/accessibility'

import en from '../messages/en/content.json' with { type: 'json' }
import ko from '../messages/ko/content.json' with { type: 'json' }
import { DEMO } from '../scripts/seed/lists'
import { MENU_TREE } from '../scripts/seed/menu-tree'
import { inOneLanguage, onPhoneInEnglish } from './support/projects'

const LOCALES = [
  { lang: 'ko', prefix: '', messages: ko },
  { lang: 'en', prefix: '/en', messages: en },
] as const

const subMenuName = (menu: string, submenu: string, lang: 'ko' | 'en') =>
  MENU_TREE.find((item) => item.slug === menu)!.subMenus.find((item) => item.slug === submenu)!.name[lang]

// What the server's HTML holds (titles, closed answers, inactive tabs, the downloads' table) and the 404s are contract
// tests (tests/contract/menus-and-pages, tabs-and-faqs, page-addresses): no browser needed. The privacy policy as a
// page is privacy.spec.ts's, its accessibility the KWCAG survey's.
for (const { lang, prefix, messages } of LOCALES) {
  test.describe(`content pages (${lang})`, () => {
    // The side menu is the desktop's; a phone hides it.
    test('counselling: breadcrumb, side menu, accordion and pagination', { tag: onPhoneInEnglish(lang) }, async ({ page, isMobile }) => {
      const title = subMenuName('admission-guide', 'admission-counselling', lang)
      await page.goto(`${prefix}/admission-guide/admission-counselling`)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

      const breadcrumb = page.getByRole('navigation', { name: messages.breadcrumb.label })
      await expect(breadcrumb.getByRole('link', { name: messages.breadcrumb.home })).toBeVisible()
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(title)

      const sideMenu = page.getByRole('navigation', { name: messages.content.sideMenu })
      if (isMobile) {
        await expect(sideMenu).toBeHidden()
      } else {
        await expect(sideMenu.locator('a[aria-current="page"]')).toHaveText(title)
        await expect(sideMenu.getByRole('link', { name: subMenuName('admission-guide', 'scholarship', lang) })).toBeVisible()
        await expect(sideMenu.getByRole('link', { name: subMenuName('school-guide', 'history', lang) })).toBeHidden()
      }

      const first = DEMO.counselling[0]
      const question = page.getByRole('button', { name: first.question[lang], exact: true })
      await expect(question).toHaveAttribute('aria-expanded', 'false')
      await expect(page.getByText(first.answer[lang]).first()).toBeHidden()
      await question.click()
      await expect(question).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByText(first.answer[lang]).first()).toBeVisible()
      await expectNoSeriousViolations(page)

      const pages = page.getByRole('navigation', { name: messages.pagination.label })
      await pages.getByRole('link', { name: messages.pagination.page.replace('{page}', '2') }).click()
      await expect(page).toHaveURL(/\?page=2$/)
      await expect(pages.locator('[aria-current="page"]')).toHaveText('2')
      await expect(pages.locator('a[aria-label]')).toHaveText(['1', '2', '3'])
      await expect(pages.locator('li[aria-hidden="true"]')).toHaveCount(0)
      await expect(pages.locator('a[rel="prev"]')).toHaveAttribute('href', `${prefix}/admission-guide/admission-counselling`)
      await expect(pages.locator('a[rel="next"]')).toHaveAttribute('href', `${prefix}/admission-guide/admission-counselling?page=3`)
      await expect(page.getByRole('button', { name: DEMO.counselling[5].question[lang], exact: true })).toBeVisible()

      await page.goto(`${prefix}/admission-guide/admission-counselling?page=9`)
      await expect(page.getByText(messages.content.empty)).toBeVisible()
    })

    // The same behaviour in both languages: in Korean alone (inOneLanguage).
    if (inOneLanguage(lang)) {
      test('regulation and department tabs switch by click and by arrow keys', async ({ page }) => {
        await page.goto(`${prefix}/academic-information/academic-regulation`)
        const tabs = page.getByRole('tab')
        await expect(tabs).toHaveCount(4)
        await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
        await tabs.nth(1).click()
        await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
        await expect(page.getByRole('tabpanel')).toHaveCount(1)
        await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(lang === 'ko' ? '제2장 입학' : 'Chapter 2. Admission')
        await page.keyboard.press('ArrowRight')
        await expect(tabs.nth(2)).toBeFocused()
        await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
        await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(lang === 'ko' ? '제3장 수업과 학점' : 'Chapter 3. Classes and credits')

        await page.goto(`${prefix}/department-guide/department-of-missiology`)
        await expect(page.getByRole('heading', { level: 1, name: subMenuName('department-guide', 'department-of-missiology', lang) })).toBeVisible()
        await expect(page.getByText(lang === 'ko' ? '문화와 언어의 경계를 넘어' : 'across the borders of culture')).toBeVisible()
        const departmentTabs = page.getByRole('tab')
        await expect(departmentTabs).toHaveCount(3)
        await departmentTabs.nth(0).focus()
        await page.keyboard.press('ArrowRight')
        await expect(departmentTabs.nth(1)).toHaveAttribute('aria-selected', 'true')
        await expect(page.getByRole('tabpanel')).toContainText(lang === 'ko' ? '현장 실습' : 'Field practicum')
        await expectNoSeriousViolations(page)
      })

      test('seminar and weekly news deep links open their item on the right page', async ({ page }) => {
        await page.goto(`${prefix}/community/offline-seminar/7`)
        const seminarPages = page.getByRole('navigation', { name: messages.pagination.label })
        await expect(seminarPages.locator('[aria-current="page"]')).toHaveText('2')
        const seminar = page.getByRole('button', { name: DEMO.seminars[7][lang] })
        await expect(seminar).toHaveAttribute('aria-expanded', 'true')
        const panel = page.getByRole('region', { name: DEMO.seminars[7][lang] })
        const video = panel.locator('video')
        await expect(video).toBeVisible()
        await expect(video).toHaveAttribute('controlslist', /nodownload/)
        await expect(page.locator('h2 [aria-expanded="true"]')).toHaveCount(1)
        const menuPrevented = await video.evaluate((element) => !element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })))
        expect(menuPrevented).toBe(true)
        const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => [JSON.parse(text)].flat())
        expect(structured).toContainEqual(
          expect.objectContaining({
            '@type': 'Event',
            name: DEMO.seminars[7][lang],
            startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
            location: expect.objectContaining({ '@type': 'Place' }),
            url: expect.stringMatching(new RegExp(`${prefix}/community/offline-seminar/7$`)),
          }),
        )

        await page.goto(`${prefix}/news/weekly-news/12`)
        await expect(page.getByRole('navigation', { name: messages.pagination.label }).locator('[aria-current="page"]')).toHaveText('2')
        const weekly = page.getByRole('button', { name: DEMO.weeklyNews[12][lang] })
        await expect(weekly).toHaveAttribute('aria-expanded', 'true')
        await expect(page.getByRole('region', { name: DEMO.weeklyNews[12][lang] })).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(subMenuName('news', 'weekly-news', lang))
      })
    }
  })
}
