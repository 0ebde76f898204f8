import { expect, test, type Locator, type Page } from '@playwright/test'

import { expectNoSeriousViolations } from './support/accessibility'
import { waitForHydration } from './support/hydration'
import { onPhoneInEnglish } from './support/projects'

import type { Gallery, ItemEnvelope, NewsItem } from '@/lib/api/types'
import { newsDate } from '@/lib/format/dates'

/** Demo content from scripts/seed (people.ts, lists.ts, boards.ts, home.ts) in both languages. */
const LOCALES = {
  ko: {
    prefix: '',
    groupsLabel: '전공 분야',
    pages: { label: '페이지 이동', two: '2 페이지' },
    groups: ['성서신학', '조직신학', '실천신학', '선교학'],
    biblical: ['김은혜', '정다윗', '박믿음'],
    systematicFirst: '이소망',
    adjunctFirst: '김요한',
    loadMore: '더 보기',
    biography: (name: string) => `${name} 교수 약력`,
    news: { first: '봄학기 개강 예배 안내', pageTwoFirst: '교직원 채용 공고', content: '문의: 교학처', recent: '최근 게시물' },
    gallery: { name: '개강 예배', count: '사진 4장', photo: (n: number) => `개강 예배 사진 ${n}`, viewer: '사진 보기', next: '다음 사진' },
  },
  en: {
    prefix: '/en',
    groupsLabel: 'Subject groups',
    pages: { label: 'Pages', two: 'Page 2' },
    groups: ['Biblical Studies', 'Systematic Theology', 'Practical Theology', 'Missiology'],
    biblical: ['Eun-hye Kim', 'Da-wit Jung', 'Mi-deum Park'],
    systematicFirst: 'So-mang Lee',
    adjunctFirst: 'Yo-han Kim',
    loadMore: 'Load More',
    biography: (name: string) => `Biography of ${name}`,
    news: { first: 'Opening worship of the spring term', pageTwoFirst: 'Staff vacancy', content: 'Questions: academic office', recent: 'Recent posts' },
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
    test('professors: subject tabs, the shown professor and the details modal', { tag: onPhoneInEnglish(locale as 'ko' | 'en') }, async ({ page, isMobile, request }) => {
      const path = `${text.prefix}/department-guide/professor-introduction`
      const html = await (await request.get(path)).text()
      // The seed gives every professor an e-mail (professorN@…), a phone (010-5555-…), a birth date and a home address (…비공개구…).
      for (const privateText of [/professor\d+@/, /010-5555/, /비공개구/, /birthDate|homeAddress/]) expect(html, String(privateText)).not.toMatch(privateText)

      await page.goto(path)
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

    test('adjunct professors are listed on their own page', async ({ page }) => {
      await page.goto(`${text.prefix}/department-guide/adjunct-professor-introduce`)
      await expect(profile(page, text.adjunctFirst)).toBeVisible()
      await expect(page.getByRole('tablist', { name: text.groupsLabel }).getByRole('tab')).toHaveCount(4)
    })

    test('news list: cards, recent posts and pagination', async ({ page }) => {
      await page.goto(`${text.prefix}/news/announcement`)
      const cards = page.locator('article')
      await expect(cards).toHaveCount(12)
      await expect(cards.first().getByRole('heading', { name: text.news.first })).toBeVisible()
      await expect(cards.first().getByRole('link')).toHaveAttribute('href', `${text.prefix}/news/announcement/news-01`)
      const recent = page.getByRole('region', { name: text.news.recent })
      await expect(recent.getByRole('link')).toHaveCount(11)

      await page.getByRole('navigation', { name: text.pages.label }).getByRole('link', { name: text.pages.two }).click()
      await expect(page).toHaveURL(/[?&]page=2$/)
      await expect(cards.first().getByRole('heading', { name: text.news.pageTwoFirst })).toBeVisible()
      await expect(recent.getByRole('link')).toHaveCount(11)
    })

    test('news detail: dates, content and NewsArticle data', async ({ page, request }) => {
      const { data: item } = (await (await request.get(`/api/news/news-01?locale=${locale}`)).json()) as ItemEnvelope<NewsItem>
      const date = newsDate(item.created_at_raw, locale as 'ko' | 'en')
      await page.goto(`${text.prefix}/news/announcement/news-01`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.news.first)
      const article = page.locator('article').first()
      await expect(article.getByText(date.day, { exact: true })).toBeVisible()
      await expect(article.getByText(date.monthYear, { exact: true })).toBeVisible()
      await expect(article.locator(`time[datetime="${item.created_at_raw}"]`)).toHaveText(date.long)
      await expect(article.locator('.rich-text')).toContainText(text.news.content)
      await expect(page.getByRole('region', { name: text.news.recent }).getByRole('link')).toHaveCount(11)

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      const nodes = jsonLd.flatMap((json) => [JSON.parse(json)].flat()) as { '@type': string; headline?: string }[]
      expect(nodes).toContainEqual(expect.objectContaining({ '@type': 'NewsArticle', headline: text.news.first }))
      await expectNoSeriousViolations(page, '#main')
    })

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
  })
}
