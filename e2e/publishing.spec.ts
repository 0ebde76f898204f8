import { expect, test, type APIRequestContext } from '@playwright/test'

import { isDesktop } from './support/projects'
import { adminToken, signInAdmin, unique } from './support/forms'

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children: [{ type: 'text', text, version: 1, format: 0, detail: 0, mode: 'normal', style: '' }] }],
  },
})

const created: number[] = []

async function createNews(request: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const response = await request.post('/cms-api/news?locale=ko', { headers: { authorization: `JWT ${await adminToken(request)}` }, data: { cover: 2, publishedAt: new Date().toISOString(), ...data } })
  expect(response.status(), await response.text()).toBe(201)
  const { id } = ((await response.json()) as { doc: { id: number } }).doc
  created.push(id)
  return id
}

test.describe.configure({ mode: 'default' })

// The news lists stay as the demo content has them for whatever runs next.
test.afterEach(async ({ request }) => {
  const authorization = `JWT ${await adminToken(request)}`
  for (const id of created.splice(0)) expect((await request.delete(`/cms-api/news/${id}`, { headers: { authorization } })).status()).toBe(200)
})

test('staff preview a draft from the admin on its real page, in Korean and English; the public does not see it', async ({ page, baseURL, browser }, testInfo) => {
  test.skip(!isDesktop(testInfo), 'the admin is a desktop tool')
  const tag = unique()
  const title = `미리보기 공지 ${tag}`
  const slug = `preview-${tag}`
  const id = await createNews(page.request, { slug, title, content: paragraph(title), _status: 'draft' })
  await signInAdmin(page.context(), baseURL!)
  for (const [locale, address] of [
    ['ko', `/news/announcement/${slug}`],
    ['en', `/en/news/announcement/${slug}`],
  ]) {
    await page.goto(`/admin/collections/news/${id}?locale=${locale}`)
    const opened = page.context().waitForEvent('page')
    await page.getByRole('link', { name: /미리보기|Preview/ }).first().click()
    const preview = await opened
    await preview.waitForLoadState()
    expect(new URL(preview.url()).pathname).toBe(address)
    await expect(preview.getByRole('heading', { name: title })).toBeVisible()
    await expect(preview.locator('[data-preview-bar]')).toBeVisible()
    await preview.close()
  }
  const visitor = await browser.newContext()
  const response = await (await visitor.newPage()).goto(`/news/announcement/${slug}`)
  expect(response?.status()).toBe(404)
  await visitor.close()
})

test('a Korean-only news item is listed on /en under its Korean title, marked Korean', async ({ page }) => {
  const title = `한국어 전용 공지 ${unique()}`
  await createNews(page.request, { slug: `korean-only-${unique()}`, title, content: paragraph(title), _status: 'published' })
  await page.goto('/en/news/announcement')
  // In the list and in the recent-posts sidebar beside it.
  const marked = page.locator('body [lang="ko"]', { hasText: title })
  await expect(marked).toHaveCount(2)
  for (const shown of await marked.all()) await expect(shown.locator('xpath=following-sibling::span[1]')).toHaveText('Korean')
  await page.goto('/news/announcement')
  await expect(page.getByText(title)).toHaveCount(2)
  await expect(page.locator('body [lang="ko"]', { hasText: title })).toHaveCount(0)
})
