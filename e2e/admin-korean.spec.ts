import { expect, test, type Page, type TestInfo } from '@playwright/test'

import { signInAdmin } from './support/forms'

// One after another: each test signs the admin in (see admin-office.spec.ts).
test.describe.configure({ mode: 'default' })

// The office works in the admin on a desktop, in Korean: the desktop project's browser asks for ko-KR.
test.beforeEach(async ({ page, baseURL }) => {
  await signInAdmin(page.context(), baseURL!)
})

/** Words office staff met in the Korean admin: English or developer words, machine-translated odd ones. */
const FOUND_BEFORE = [
  'Prefix',
  'MIME Type',
  'Decision',
  'Citizenship No Full',
  'Translation Status',
  'Image Count',
  'Reply',
  'Successfully',
  'Thumbnail URL',
  'Object Key',
  '컬렉션',
  '슬러그',
  'SMTP',
  'Payload 설정',
  '페이로드',
  '주문된 목록',
  '수평 규칙',
  '기본적인',
  '로케일',
]

// Names the admin shows as they are: the languages as their speakers write them, file formats.
const ALLOWED_LATIN = /\b(English|PDF|HWP|Word|Excel|PowerPoint|ZIP|JPEG|PNG|WebP|GIF|SVG|MP4|WebM|HTML|URL|ID)\b/g

/** The interface's own words on screen (not the staff's content): labels, headings, buttons, menus, column names, notices. */
async function interfaceTexts(page: Page): Promise<string[]> {
  const chrome = 'nav, h1, h2, h3, th, label, button, [role="menuitem"], .popup-button-list__button, .field-description, .field-label, .pill-selector, .pill, .list-header, .bulk-upload, .slash-menu-popup, .toolbar-popup, .step-nav'
  const texts = await page.locator(chrome).evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText ?? ''))
  // Examples of what staff type ("Open Day 2027" → open-day-2027, the "Korean" label) are quoted, not interface words;
  // an account's e-mail address (the account page's title) is data too.
  return texts.map((text) => text.replace(/\(예: [^)]*\)/g, '').replace(/"[^"]*"/g, '').replace(/\S+@\S+/g, '').trim()).filter(Boolean)
}

/** Fails on a raw placeholder ({{…}}), a word found before, or a Latin word in the interface's own texts of the screen. */
async function expectPlainKorean(page: Page, testInfo: TestInfo, screen: string) {
  await page.screenshot({ path: testInfo.outputPath(`${screen}.png`), fullPage: true })
  const body = await page.locator('body').innerText()
  expect(body.match(/\{\{[^}]*\}\}/g) ?? [], `${screen}: raw placeholders`).toEqual([])
  expect(FOUND_BEFORE.filter((word) => body.includes(word)), `${screen}: words found before`).toEqual([])
  // Payload's "<학번 없음>" for an empty cell, where staff expect a blank.
  expect(body.match(/<[^<>\n]+ 없음>/g) ?? [], `${screen}: empty cells in developer words`).toEqual([])
  const latin = (await interfaceTexts(page)).flatMap((text) => text.replace(ALLOWED_LATIN, '').match(/\b[A-Za-z]{3,}\b/g) ?? [])
  expect([...new Set(latin)], `${screen}: English words`).toEqual([])
  await expectNoDeveloperWords(page, screen)
}

/**
 * Tooltips and names a screen reader reads: no "[object Object]" where Payload was handed a label in both
 * languages, no field name as a checkbox's tooltip, none of the editor's English handle and menu names.
 */
async function expectNoDeveloperWords(page: Page, screen: string) {
  const found = await page.locator('[aria-label], [title]').evaluateAll((elements) =>
    elements.flatMap((element) => {
      const words = [element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? '']
      const fieldName = element instanceof HTMLInputElement && element.type === 'checkbox' && element.title !== '' && element.title === element.name
      return [...words.filter((text) => /\[object Object\]|^Drag to move$|^Add block$| dropdown$/.test(text)), ...(fieldName ? [`title=${element.title}`] : [])]
    }),
  )
  expect([...new Set(found)], `${screen}: developer words in tooltips and names`).toEqual([])
}

test('the dashboard, the lists and their column choices speak Korean', async ({ page }, testInfo) => {
  await page.goto('/admin')
  await expect(page.getByRole('region', { name: '오늘 할 일' })).toBeVisible()
  await expectPlainKorean(page, testInfo, 'dashboard')
  for (const collection of ['media', 'files', 'galleries', 'applications', 'contact-messages', 'academic-events', 'mail-outbox', 'news']) {
    await page.goto(`/admin/collections/${collection}`)
    await page.getByRole('button', { name: '열', exact: true }).click()
    await expect(page.locator('.pill-selector')).toBeVisible()
    await expectPlainKorean(page, testInfo, `list-${collection}`)
    // A list names a file's kind (사진 (WebP)), not its MIME type. A document's upload card still shows
    // the MIME type: upstream-workarounds/payload-admin/README.md.
    expect((await page.locator('body').innerText()).match(/\b(?:image|video|audio|application|text)\/[\w.+-]+/g) ?? [], `list-${collection}: MIME types`).toEqual([])
  }
  await page.goto('/admin/account')
  await expect(page.getByText('관리 화면 설정')).toBeVisible()
  await expectPlainKorean(page, testInfo, 'account')
})

test('an edit view, its publish menu and the rich-text editor speak Korean', async ({ page }, testInfo) => {
  await page.goto('/admin/collections/news')
  await page.getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page.locator('#field-title')).toBeVisible()
  await page.locator('.form-submit .popup-button, #action-save-popup, [class*="publish"] .popup-button').first().click()
  await expect(page.getByText(/한국어만 게시|English만 게시/).first()).toBeVisible()
  await expectPlainKorean(page, testInfo, 'news-publish-menu')
  await page.keyboard.press('Escape')
  // The slug is made from the title when left empty: nothing staff must type, so no star.
  await expect(page.locator('.field-type:has(#field-slug) .required')).toHaveCount(0)

  const editor = page.locator('[data-lexical-editor="true"]').first()
  await editor.click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/')
  const menu = page.locator('.slash-menu-popup')
  await expect(menu).toBeVisible()
  await expect(menu).toContainText('번호 목록')
  await expect(menu).toContainText('가로줄')
  await expectPlainKorean(page, testInfo, 'news-slash-menu')
  await page.keyboard.press('Escape')
})

test('the academic calendar and the gallery’s upload drawer speak Korean', async ({ page }, testInfo) => {
  await page.goto('/admin/collections/academic-events/create?locale=ko')
  await expect(page.locator('#field-title')).toBeVisible()
  await expect(page.locator('label', { hasText: '구분' }).first()).toBeVisible()
  await expectPlainKorean(page, testInfo, 'academic-event-create')

  await page.goto('/admin/collections/galleries/create?locale=ko')
  await expect(page.getByText('"새로 만들기"를 눌러 고르세요', { exact: false })).toBeVisible()
  await page.locator('#field-images').getByRole('button', { name: '새로 만들기' }).click()
  const drawer = page.locator('dialog[id*="bulk-upload-drawer"]')
  await expect(drawer).toBeVisible()
  await expectPlainKorean(page, testInfo, 'gallery-upload-drawer')
})
