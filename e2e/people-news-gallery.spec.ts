import { expect, test, type Locator, type Page } from '@playwright/test'

import { expectNoSeriousViolations } from './support/accessibility'
import { waitForHydration } from './support/hydration'
import { inOneLanguage, onPhoneInEnglish } from './support/projects'

import type { Gallery, ItemEnvelope } from '@/lib/api/types'

/** Demo content from scripts/seed (people.ts, home.ts) in both languages. */
const LOCALES = {
  ko: {
    prefix: '',
    groupsLabel: '전공 분야',
    groups: ['성서신학', '조직신학', '실천신학', '선교학'],
    biblical: ['김은혜', '정다윗', '박믿음'],
    systematicFirst: '이소망',
    loadMore: '더 보기',
    biography: (name: string) => `${name} 교수 약력`,
    gallery: { name: '개강 예배', count: '사진 4장', photo: (n: number) => `개강 예배 사진 ${n}`, viewer: '사진 보기', next: '다음 사진' },
  },
  en: {
    prefix: '/en',
    groupsLabel: 'Subject groups',
    groups: ['Biblical Studies', 'Systematic Theology', 'Practical Theology', 'Missiology'],
    biblical: ['Eun-hye Kim', 'Da-wit Jung', 'Mi-deum Park'],
    systematicFirst: 'So-mang Lee',
    loadMore: 'Load More',
    biography: (name: string) => `Biography of ${name}`,
    gallery: { name: 'Opening worship', count: '4 photos', photo: (n: number) => `Opening worship, photo ${n}`, viewer: 'Photo viewer', next: 'Next photo' },
  },
} as const

/** Acts until the expected effect shows: an action before hydration does nothing, so it is repeated. */
async function untilShown(act: () => Promise<unknown>, effect: Locator) {
  await expect(async () => {
    await act()
    await expect(effect).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

const profile = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true })

for (const [locale, text] of Object.entries(LOCALES)) {
  test.describe(`${locale}`, () => {
    // A professor is shown by hovering the name on a desktop, by a tap on a phone.
    test('professors: subject tabs, the shown professor and the details modal', { tag: onPhoneInEnglish(locale as 'ko' | 'en') }, async ({ page, isMobile }) => {
      // What the page's HTML holds and keeps back (the professors' private contact data): tests/contract/professors.test.ts.
      await page.goto(`${text.prefix}/department-guide/professor-introduction`)
      const groups = page.getByRole('tablist', { name: text.groupsLabel })
      await expect(groups.getByRole('tab')).toHaveText([...text.groups])
      await expect(groups.getByRole('tab', { name: text.groups[0] })).toHaveAttribute('aria-selected', 'true')

      const [first, second] = text.biblical
      await expect(profile(page, first)).toBeVisible()
      await expect(profile(page, second)).toBeHidden()
      const secondName = page.getByRole('tab', { name: second, exact: true })
      await untilShown(() => (isMobile ? secondName.tap() : secondName.hover()), profile(page, second))
      await expect(profile(page, first)).toBeHidden()

      const loadMore = page.getByRole('button', { name: text.loadMore })
      await loadMore.click()
      const dialog = page.getByRole('dialog', { name: second })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('img', { name: text.biography(second) })).toBeVisible()
      await page.mouse.click(4, 4)
      await expect(dialog).toBeHidden()
      await expect(loadMore).toBeFocused()
      await loadMore.click()
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(loadMore).toBeFocused()

      await expectNoSeriousViolations(page, '#main')

      await groups.getByRole('tab', { name: text.groups[1] }).click()
      await expect(profile(page, text.systematicFirst)).toBeVisible()
      await expect(profile(page, second)).toBeHidden()
    })

    // The same behaviour in both languages: in Korean alone (inOneLanguage).
    if (inOneLanguage(locale as 'ko' | 'en')) {
      test('galleries: list with counts, detail with a lightbox that does not loop', async ({ page, request }) => {
        const { data: gallery } = (await (await request.get(`/api/galleries/opening-worship?locale=${locale}`)).json()) as ItemEnvelope<Gallery>
        await page.goto(`${text.prefix}/community/gallery`)
        const card = page.getByRole('link', { name: new RegExp(`^${text.gallery.name}`) }).first()
        await expect(card).toContainText(text.gallery.count)
        await expect(card).toHaveAttribute('href', `${text.prefix}/community/gallery/${gallery.slug}`)
        await card.click()

        await expect(page).toHaveURL(new RegExp(`/community/gallery/${gallery.slug}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.gallery.name)
        await expect(page.getByRole('button', { name: text.gallery.photo(1) })).toBeVisible()
        await expectNoSeriousViolations(page, '#main')

        const lightbox = page.getByRole('dialog', { name: text.gallery.viewer })
        // One click once the page is interactive: the lightbox's script loads on that click, and a second click
        // on a slow machine would land on its backdrop and close it again.
        await waitForHydration(page)
        await page.getByRole('button', { name: text.gallery.photo(3) }).click()
        await expect(lightbox).toBeVisible({ timeout: 20_000 })
        const current = lightbox.locator('.yarl__slide_current img')
        await expect(current).toHaveAttribute('alt', text.gallery.photo(3))
        const next = lightbox.getByRole('button', { name: text.gallery.next })
        await next.click()
        await expect(current).toHaveAttribute('alt', text.gallery.photo(4))
        await expect(next).toBeHidden()
        await page.keyboard.press('ArrowRight')
        await expect(current).toHaveAttribute('alt', text.gallery.photo(4))
        await page.keyboard.press('Escape')
        await expect(lightbox).toBeHidden()
      })
    }
  })
}
