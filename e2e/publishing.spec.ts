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

/** Queues Payload's schedulePublish job for a document, as the drawer's save does. */
async function scheduleAsAdmin(request: APIRequestContext, id: number, waitUntil: Date) {
  const response = await request.post('/cms-api/payload-jobs', {
    headers: { authorization: `JWT ${await adminToken(request)}` },
    data: { taskSlug: 'schedulePublish', queue: 'default', waitUntil: waitUntil.toISOString(), input: { type: 'publish', doc: { relationTo: 'news', value: String(id) }, timezone: 'Asia/Seoul' } },
  })
  expect(response.status(), await response.text()).toBe(201)
}

test('staff schedule the first publication of a draft: the button says 게시, 게시 is chosen, in Korean time on a 24-hour list and a 2026-11-30 09:00 date box, under the one name 게시 예약', async ({ page, baseURL }, testInfo) => {
  test.skip(!isDesktop(testInfo), 'the admin is a desktop tool')
  const title = `예약할 공지 ${unique()}`
  const id = await createNews(page.request, { slug: `schedule-${unique()}`, title, content: paragraph(title), _status: 'draft' })
  await signInAdmin(page.context(), baseURL!)

  // Before the first save there is no document a job could publish: the sidebar says where scheduling will be.
  await page.goto('/admin/collections/news/create')
  await expect(page.locator('[data-publication-state]')).toContainText('"초안 저장"을 한 번 누르면')

  // In Korean, the language these posts are written in (an earlier test edits in English).
  await page.goto(`/admin/collections/news/${id}?locale=ko`)
  // A draft never published: the button says it publishes, not "변경 사항 게시".
  await expect(page.locator('#action-save')).toHaveText('게시')
  await page.locator('#action-save-popup button').first().click()
  await expect(page.locator('.popup__content')).not.toContainText(/발행|일정/)
  await page.getByRole('button', { name: '게시 예약', exact: true }).click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByRole('heading', { name: `게시 예약: ${title}` })).toBeVisible()
  await expect(drawer.getByRole('radio', { name: '게시', exact: true })).toBeChecked()
  await expect(drawer.getByRole('radio', { name: '게시 해제', exact: true })).not.toBeChecked()
  await expect(drawer.locator('.timezone-picker')).toContainText('서울 (한국 표준시, UTC+9)')
  await expect(drawer).toContainText('게시할 언어')
  await expect(drawer).toContainText('모든 언어')
  await expect(drawer).toContainText('예약된 게시·게시 해제')

  // The day after tomorrow at 09:00, from a 24-hour list under a Korean caption.
  await drawer.locator('.date-time-picker input').click()
  const day = new Date(Date.now() + 2 * 86_400_000)
  if (day.getMonth() !== new Date().getMonth()) await page.locator('.react-datepicker__navigation--next').click()
  await page.locator('.react-datepicker__day:not(.react-datepicker__day--outside-month)', { hasText: new RegExp(`^${day.getDate()}$`) }).click()
  await expect(page.locator('.react-datepicker-time__header')).toHaveText('시각')
  const times = page.locator('.react-datepicker__time-list-item')
  await expect(times.first()).toHaveText('00:00')
  await page.locator('.react-datepicker__time-list-item', { hasText: /^09:00$/ }).click()
  // The date box reads as staff write dates, in Seoul time.
  const picked = `${new Intl.DateTimeFormat('sv-SE').format(day)} 09:00`
  await expect(drawer.locator('.date-time-picker input')).toHaveValue(picked)
  await page.screenshot({ path: testInfo.outputPath('schedule-drawer.png') })
  await expect(drawer).not.toContainText(/\bAll\b|\bTime\b|발행|이벤트|오전|오후/)
  await drawer.locator('#scheduled-publish-save').click()
  await expect(page.getByText('게시 예약을 저장했습니다.')).toBeVisible()
  const row = drawer.locator('tbody tr')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('게시')
  await expect(row).not.toContainText('게시 해제')
  await expect(row).toContainText(/ 09:00/)
})

test('a scheduled draft says 예약 with its time in the list, and 예약됨 in the document’s 상태 over a button that says 지금 게시, not just 초안, and the date it will carry under its 게시일', async ({ page, baseURL }, testInfo) => {
  test.skip(!isDesktop(testInfo), 'the admin is a desktop tool')
  const title = `예약된 공지 ${unique()}`
  const id = await createNews(page.request, { slug: `scheduled-${unique()}`, title, content: paragraph(title), _status: 'draft' })
  // Tomorrow at 09:00 in Seoul (00:00 UTC).
  const at = new Date(Date.now() + 86_400_000)
  at.setUTCHours(0, 0, 0, 0)
  await scheduleAsAdmin(page.request, id, at)
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(at)
  const marked = `예약: ${day} 09:00 게시`
  await signInAdmin(page.context(), baseURL!)

  await page.goto('/admin/collections/news?locale=ko')
  const row = page.locator('tbody tr', { hasText: title })
  await expect(row).toContainText(marked)
  await expect(row).not.toContainText('초안')
  await expect(page.locator('thead')).toContainText('게시 상태')
  await page.screenshot({ path: testInfo.outputPath('scheduled-list.png') })

  // In Korean, the language these posts are written in (an earlier test edits in English).
  await page.goto(`/admin/collections/news/${id}?locale=ko`)
  await expect(page.locator('[data-publication-state]')).toContainText(marked)
  const status = page.locator('.doc-controls .status')
  await expect(status).toHaveText(`상태: 예약됨 (${day} 09:00 게시)`)
  await expect(page.locator('#action-save')).toHaveText('지금 게시')
  // Its 게시일 still shows the day the draft was saved; beneath it, the date it will carry once published.
  await expect(page.locator('[data-dated-by-schedule]')).toHaveText(`게시 예약대로 ${day} 09:00에 게시되면 게시일도 그 시각으로 바뀝니다.`)
  await page.screenshot({ path: testInfo.outputPath('scheduled-document.png') })
})
