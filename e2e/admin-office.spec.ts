import { expect, test, type Page } from '@playwright/test'

import { adminTranslations } from '../cms/admin-translations'
import type { Gallery, ItemEnvelope } from '../lib/api/types'
import { adminToken, clientAddress, FILES, registerApplicant, signInAdmin, unique } from './support/forms'

// One after another: each test signs the admin in, and two sign-ins of one account at the same moment can lose
// one of the two sessions (Payload rewrites the account's list of sessions), which signs a test out halfway.
test.describe.configure({ mode: 'default' })

// The office works in the admin on a desktop, in Korean (the desktop project's browser asks for ko-KR; the admin's
// specs run on the desktop alone, playwright.config.ts).
test.beforeEach(async ({ page, baseURL }) => {
  await signInAdmin(page.context(), baseURL!)
})

const GUESSED_PARTICLE = /이\(가\)|을\(를\)|은\(는\)/
const save = (page: Page) => page.getByRole('button', { name: '저장', exact: true }).first()

/** Types into a field and waits for the admin's check of the form (a server action), so that a save is not overtaken by it. */
async function fillAndSettle(page: Page, selector: string, value: string) {
  const checked = page.waitForResponse((response) => response.request().method() === 'POST' && Boolean(response.request().headers()['next-action']))
  await page.locator(selector).fill(value)
  await checked
}

async function sendContactMessage(page: Page, tag: string) {
  const response = await page.request.post('/api/contact/us?locale=ko', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': clientAddress() },
    data: { name: `문의자 ${tag}`, email: `${tag}@example.com`, message: `입학 서류를 다시 보내도 되나요? ${tag}`, recaptcha: '', consent_privacy: '1' },
  })
  expect(response.status(), await response.text()).toBe(200)
}

const countOn = async (page: Page, label: string) => Number(await page.getByRole('link', { name: label }).locator('span').first().textContent())

// One test for the first screen (an admin page takes seconds to load on two cores): its work, then its mail warning.
test('the first screen lists the work to do; a contact message is answered by mail and marked handled; the screen says when mail is not going out, and leads to the kept mails', async ({ page }, testInfo) => {
  const tag = `office-${unique()}`
  await sendContactMessage(page, tag)
  await page.goto('/admin')
  const work = page.getByRole('region', { name: '오늘 할 일' })
  await expect(work).toBeVisible()
  await expect(work.getByRole('link', { name: /승인을 기다리는 입학 지원서/ })).toBeVisible()
  await expect(work).toContainText(/원서 접수 중.*\d{4}-\d{2}-\d{2} \d{2}:\d{2} ~ \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
  const unhandled = await countOn(page, '처리하지 않은 문의')
  expect(unhandled).toBeGreaterThanOrEqual(1)
  await page.screenshot({ path: testInfo.outputPath('admin-dashboard.png'), fullPage: true })

  await work.getByRole('link', { name: /처리하지 않은 문의/ }).click()
  await page.getByRole('link', { name: `문의자 ${tag}` }).click()
  await expect(page.getByRole('link', { name: '메일로 답장하기' })).toHaveAttribute('href', new RegExp(`^mailto:${tag}%40example\\.com\\?subject=`))
  await expect(page.getByText('reCAPTCHA')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
  await page.getByLabel('처리함').check()
  await save(page).click()
  await expect(page.getByText('저장했습니다.').first()).toBeVisible()
  await expect(page.getByText(GUESSED_PARTICLE)).toHaveCount(0)

  await page.goto('/admin')
  await expect.poll(() => countOn(page, '처리하지 않은 문의')).toBe(unhandled - 1)

  // The browser tests' site has no mail server: the contact message's notice to the school was kept, not sent.
  const warning = work.locator('[data-mail-warning="no-server"]')
  await expect(warning).toContainText('메일이 나가지 않고 있습니다')
  await expect(warning).toContainText('메일 서버 설정을 요청하세요')
  await page.screenshot({ path: testInfo.outputPath('mail-warning.png') })
  const kept = warning.getByRole('link', { name: /보관된 메일 \d+건 보기/ })
  expect(Number(/(\d+)건/.exec((await kept.textContent())!)![1])).toBeGreaterThanOrEqual(1)
  await kept.click()
  await expect(page).toHaveURL(/\/admin\/collections\/mail-outbox\?/)
  await expect(page.locator('tbody tr').first()).toContainText('보관됨')
})

test('a news list and document speak plain Korean: 2026-11-23 19:20 dates, no API or versions tab, 예/아니요', async ({ page }) => {
  await page.goto('/admin/collections/galleries')
  await expect(page.getByRole('cell', { name: '예', exact: true }).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: '참', exact: true })).toHaveCount(0)
  await page.goto('/admin/collections/news')
  await expect(page.getByRole('cell').filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ }).first()).toBeVisible()
  await page.getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page.locator('#field-title')).toBeVisible()
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^버전/ })).toHaveCount(0)
  await expect(page.locator('.localizer-button__label').first()).toHaveText(/^편집 언어/)
})

test('a Korean title gets a dated slug, a Latin one its readable form, and a Korean slug is refused under the field', async ({ page }) => {
  const tag = unique()
  await page.goto('/admin/collections/galleries/create?locale=ko')
  await expect(page.getByText('비워 두면 저장할 때 제목으로 만듭니다', { exact: false })).toBeVisible()
  await page.locator('#field-name').fill(`신입생 환영회 ${tag.replace(/[a-z]/g, '')}`)
  await save(page).click()
  await expect(page).toHaveURL(/\/admin\/collections\/galleries\/\d+(\?|$)/)
  await expect(page.getByText('갤러리 항목을 만들었습니다.')).toBeVisible()
  await expect(page.locator('#field-slug')).toHaveValue(/^\d{4}-\d{2}-\d{2}-\d+$/)

  await page.locator('#field-slug').fill('')
  await page.locator('#field-name').fill(`Spring Welcome ${tag}`)
  await save(page).click()
  await expect(page.locator('#field-slug')).toHaveValue(`spring-welcome-${tag}`)

  await fillAndSettle(page, '#field-slug', '환영회')
  await save(page).click()
  await expect(page.getByText('주소 이름에는 영문 소문자, 숫자, 하이픈만 쓸 수 있습니다.', { exact: false }).first()).toBeVisible()
})

test('a YouTube link is refused as the home video, with the reason, and the home page keeps its hero', async ({ page }) => {
  await page.goto('/admin/globals/settings')
  await expect(page.getByText('동영상 파일(.mp4)의 주소를 넣으세요.', { exact: false })).toBeVisible()
  await expect(page.getByText(/m3u8/)).toHaveCount(0)
  await fillAndSettle(page, '#field-homeVideoUrl', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  await save(page).click()
  await expect(page.getByText('유튜브 같은 동영상 페이지의 주소는 홈 화면에서 재생할 수 없습니다.', { exact: false }).first()).toBeVisible()
  await expect(page.getByText('성공적으로')).toHaveCount(0)
  await page.reload()
  await expect(page.locator('#field-homeVideoUrl')).toHaveValue('/videos/campus/index.m3u8')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: '국제기독신학교' })).toBeVisible()
})

test('an application shows the applicant\'s files under their own names and downloads them so', async ({ page, request }) => {
  const applicant = await registerApplicant(request)
  await page.goto(`/admin/collections/applications/${applicant.id}`)
  // exact: the sidebar's 지원자 화면 shows the applicant's own link too, named "… 내려받기".
  const studyPlan = page.getByRole('link', { name: FILES.pdf.name, exact: true })
  await expect(studyPlan).toHaveAttribute('href', /^\/api\/applications\/files\/\d+$/)
  await expect(page.getByRole('link', { name: FILES.photo.name, exact: true })).toBeVisible()
  await expect(page.getByText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)).toHaveCount(0)
  const file = await page.request.get((await studyPlan.getAttribute('href'))!)
  expect(file.status()).toBe(200)
  // A name of plain letters is written as a token (RFC 6266), without quotes.
  expect(file.headers()['content-disposition']).toBe(`attachment; filename=${FILES.pdf.name}`)
})

test('a Korean word finds its news while English is being edited, and a document says which languages are written', async ({ page, request }) => {
  const { docs } = (await (await request.get('/cms-api/news?limit=1&locale=ko&depth=0')).json()) as { docs: { title: string }[] }
  const word = docs[0].title.split(' ')[0]
  await page.goto(`/admin/collections/news?locale=en&search=${encodeURIComponent(word)}`)
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await expect(page.getByText('결과 없음')).toHaveCount(0)
  await page.getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page.getByText('한국어: 번역 있음')).toBeVisible()
  await expect(page.getByText(/^English: 번역 (있음|없음)$/)).toBeVisible()
  // The editing language sticks to the account: leave it in Korean for the other tests.
  await page.goto('/admin/collections/news?locale=ko')
})

test('many photos go into a gallery at once, each with its own alt text, in the order they are dragged to, as the public page shows them', async ({ page, request }, testInfo) => {
  const tag = unique()
  await page.goto('/admin/collections/galleries/create?locale=ko')
  // A title the Korean site can show as it is (KWCAG 3.1.1 asks an English sentence on a Korean page to be marked): the
  // survey of kwcag.spec.ts may read the home page's galleries after this test.
  await page.locator('#field-name').fill(`행사 사진 Photo day ${tag}`)
  await page.locator('#field-images').getByRole('button', { name: '새로 만들기' }).click()
  const drawer = page.locator('dialog[id*="bulk-upload-drawer"]')
  const photos = [1, 2, 3].map((n) => ({ ...FILES.photo, name: `day-${tag}-${n}.png` }))
  await drawer.locator('input[type="file"]').setInputFiles(photos)
  for (const [index, photo] of photos.entries()) {
    await drawer.locator('.file-selections__fileRow', { hasText: photo.name }).click()
    await drawer.locator('#field-alt').fill(`행사 사진 ${index + 1} 설명`)
  }
  await page.screenshot({ path: testInfo.outputPath('gallery-upload.png') })
  await drawer.getByRole('button', { name: '저장', exact: true }).first().click()
  await expect(drawer).toBeHidden({ timeout: 30_000 })
  // Payload writes this notice in English only; the admin rewords it (upstream-workarounds/payload-admin/english-notices.tsx).
  await expect(page.locator('.payload-toast-container').getByText('파일 3개를 저장했습니다.')).toBeVisible()
  await expect(page.getByText(/Successfully saved/)).toHaveCount(0)

  const handles = page.locator('#field-images [aria-roledescription="sortable"]')
  await expect(handles).toHaveCount(3)
  const [last, first] = [await handles.nth(2).boundingBox(), await handles.nth(0).boundingBox()]
  await page.mouse.move(last!.x + last!.width / 2, last!.y + last!.height / 2)
  await page.mouse.down()
  await page.mouse.move(first!.x + first!.width / 2, first!.y + 2, { steps: 12 })
  await page.mouse.up()
  // Payload's rows name each photo by its file; under them, in the same order, what the public page says about each.
  const descriptions = page.locator('ol', { hasText: '행사 사진 1 설명' }).getByRole('listitem')
  await expect(descriptions).toHaveText([/^행사 사진 3 설명/, /^행사 사진 1 설명/, /^행사 사진 2 설명/])
  await save(page).click()
  await expect(page).toHaveURL(/\/admin\/collections\/galleries\/\d+(\?|$)/)
  const slug = await page.locator('#field-slug').inputValue()
  const { data } = (await (await request.get(`/api/galleries/${slug}`)).json()) as ItemEnvelope<Gallery>
  expect(data.images.map((image) => image.alt)).toEqual(['행사 사진 3 설명', '행사 사진 1 설명', '행사 사진 2 설명'])
})

test('a document’s preview button says 미리보기 beside its icon and opens the draft’s page', async ({ page }, testInfo) => {
  await page.goto('/admin/collections/news?locale=ko')
  await page.getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page.locator('#field-title')).toBeVisible()
  const preview = page.getByRole('link', { name: '미리보기', exact: true })
  await expect(preview).toBeVisible()
  await expect(preview).toHaveText('미리보기')
  await expect(preview).toHaveAttribute('href', /^\/admin\/preview\?collection=news&id=\d+&locale=ko$/)
  await expect(preview).toHaveAttribute('target', '_blank')
  await page.locator('.doc-controls').screenshot({ path: testInfo.outputPath('preview-button.png') })
})

test('an academic event’s form shows its title in the other language under the one being written, and leads to it', async ({ page, request }, testInfo) => {
  const tag = unique()
  const authorization = `JWT ${await adminToken(request)}`
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + 30 * 86_400_000))
  const created = await request.post('/cms-api/academic-events?locale=ko', { headers: { authorization }, data: { title: `개강 예배 ${tag}`, kind: 'event', startDate: `${day}T03:00:00.000Z`, visible: true } })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = ((await created.json()) as { doc: { id: number } }).doc
  try {
    await page.goto('/admin/collections/academic-events/create?locale=ko')
    await expect(page.locator('[data-other-language-title="en"]')).toContainText('English 일정 이름')
    await expect(page.locator('[data-other-language-title="en"]')).toContainText('저장한 뒤 편집 언어를 English로 바꾸어 쓸 수 있습니다.')

    await page.goto(`/admin/collections/academic-events/${id}?locale=ko`)
    const english = page.locator('[data-other-language-title="en"]')
    await expect(english).toContainText('아직 쓰지 않았습니다.')
    const updated = await request.patch(`/cms-api/academic-events/${id}?locale=en`, { headers: { authorization }, data: { title: `Opening worship ${tag}` } })
    expect(updated.status(), await updated.text()).toBe(200)
    await page.reload()
    await expect(page.locator('#field-title')).toHaveValue(`개강 예배 ${tag}`)
    await expect(english).toContainText(`Opening worship ${tag}`)
    // Right under the Korean title, before the next field.
    const [title, other, kind] = await Promise.all([page.locator('#field-title').boundingBox(), english.boundingBox(), page.locator('label', { hasText: '구분' }).first().boundingBox()])
    expect(title!.y).toBeLessThan(other!.y)
    expect(other!.y).toBeLessThan(kind!.y)
    await page.screenshot({ path: testInfo.outputPath('academic-event-titles.png') })

    await english.getByRole('link', { name: 'English로 쓰기' }).click()
    await expect(page).toHaveURL(/[?&]locale=en/)
    await expect(page.locator('#field-title')).toHaveValue(`Opening worship ${tag}`)
    await expect(page.locator('[data-other-language-title="ko"]')).toContainText(`개강 예배 ${tag}`)
  } finally {
    // The editing language sticks to the account: leave it in Korean for the other tests.
    await page.goto('/admin/collections/academic-events?locale=ko')
    expect((await request.delete(`/cms-api/academic-events/${id}`, { headers: { authorization } })).status()).toBe(200)
  }
})

// One visit of the account page (an admin page takes seconds to load on two cores) for its two details.
test('the account page shows when two-step sign-in was set up as text, not as a date box with a ✕, and a staff password’s rule under the password fields before anything is saved', async ({ page }) => {
  await page.goto('/admin/account')
  await expect(page.locator('#field-twoFactorSince')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  await expect(page.getByRole('textbox', { name: '2단계 인증 등록' })).toHaveCount(0)
  await page.getByRole('button', { name: '비밀번호 변경' }).click()
  await expect(page.getByText(adminTranslations.ko.password.rule)).toBeVisible()
})
