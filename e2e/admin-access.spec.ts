import fs from 'node:fs'

import { expect, test, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'

import { adminTranslations } from '../cms/admin-translations'
import { expectNoSeriousViolations } from './support/accessibility'
import { adminRecoveryCode, adminToken, proveAgain, registerApplicant, signInAdmin, signInOwnAdminSession, unique } from './support/forms'
import { codeLongAgo } from './support/session-clock'

// The office works in the admin on a desktop, in Korean (the admin's specs run on the desktop alone,
// playwright.config.ts); one test after another (one admin session).
test.describe.configure({ mode: 'default' })

test.beforeEach(async ({ page, baseURL }) => {
  await signInAdmin(page.context(), baseURL!)
})

// applicationFields' resident number and phone (e2e/support/forms.ts).
const WHOLE_NUMBER = '900305-1234567'
const again = adminTranslations.ko.secondFactorAgain

/** A session of the test's own, whose sign-in is moved back (the other tests keep using the run's shared one). */
async function codeLongAgoInOwnSession(page: Page, baseURL: string) {
  await codeLongAgo(await signInOwnAdminSession(page.context(), baseURL))
}

/** The admin's dialog asks for the code in place (the session's last one is over ten minutes old); given, the act goes ahead. */
async function giveCodeInPlace(page: Page) {
  const dialog = page.getByRole('dialog', { name: again.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel(again.code)).toBeFocused()
  await expect(dialog.getByLabel(again.code)).toHaveAttribute('autocomplete', 'one-time-code')
  // The dialog alone: behind its backdrop the page is dimmed on purpose.
  await expectNoSeriousViolations(page, '[role="dialog"]')
  await dialog.getByLabel(again.code).fill(await adminRecoveryCode())
  await dialog.getByRole('button', { name: again.submit }).click()
  await expect(dialog).toBeHidden()
}

test('an application shows the photo as a picture and the whole resident number only after 보기', async ({ page, request, baseURL }, testInfo) => {
  await codeLongAgoInOwnSession(page, baseURL!)
  const applicant = await registerApplicant(request)
  const photoLoaded = page.waitForResponse((response) => response.url().includes('/api/applications/files/') && response.url().includes('view=inline'))
  await page.goto(`/admin/collections/applications/${applicant.id}`)
  expect((await photoLoaded).status()).toBe(200)
  await expect(page.getByLabel('고유식별번호', { exact: true })).toHaveValue('900305-1******')
  expect(await page.content()).not.toContain(WHOLE_NUMBER)

  const photo = page.getByRole('img', { name: `${applicant.name} 지원자의 사진` })
  await expect(photo).toBeVisible()
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  expect(await photo.getAttribute('src')).toMatch(/^\/api\/applications\/files\/\d+\?view=inline$/)

  const revealed = page.waitForResponse((response) => response.url().endsWith(`/applications/${applicant.id}/citizenship-number`) && response.status() === 200)
  await page.getByRole('button', { name: '보기', exact: true }).click()
  await giveCodeInPlace(page)
  await revealed
  await expect(page.getByRole('status', { name: '고유식별번호 (전체)' })).toHaveText(WHOLE_NUMBER)
  await page.screenshot({ path: testInfo.outputPath('application-revealed.png'), fullPage: true })
  await page.getByRole('button', { name: '숨기기', exact: true }).click()
  await expect(page.getByText(WHOLE_NUMBER)).toHaveCount(0)

  await page.goto(`/admin/collections/access-log?where[reference][equals]=${applicant.reference}`)
  await expect(page.getByRole('cell', { name: '고유식별번호 열람' }).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: '지원자 사진 열람' }).first()).toBeVisible()
})

test('Payload\'s Save of another account\'s e-mail asks for the code first, and saves once it is given', async ({ page, request, baseURL }) => {
  await codeLongAgoInOwnSession(page, baseURL!)
  const email = `saved-${unique()}@example.com`
  const created = await request.post('/cms-api/users', { headers: { Authorization: `JWT ${await adminToken(request)}` }, data: { email, password: 'Saved-account-2026', name: '저장 확인', type: 'student', state: 'active' } })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  await page.goto(`/admin/collections/users/${doc.id}`)
  await page.getByRole('textbox', { name: /^이메일/ }).fill(`new-${email}`)
  const saved = page.waitForResponse((response) => response.url().includes(`/cms-api/users/${doc.id}?`) && response.request().method() === 'PATCH')
  await page.getByRole('button', { name: '저장', exact: true }).click()
  await giveCodeInPlace(page)
  expect((await saved).status()).toBe(200)
  await expect(page.getByRole('textbox', { name: /^이메일/ })).toHaveValue(`new-${email}`)
})

test('인증 코드 입력 beside Payload\'s own delete gives the code ahead, and the delete then goes through', async ({ page, request, baseURL }) => {
  await codeLongAgoInOwnSession(page, baseURL!)
  const applicant = await registerApplicant(request)
  const remove = () => page.request.delete(`/cms-api/applications/${applicant.id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  expect((await remove()).status()).toBe(403)
  await page.goto(`/admin/collections/applications/${applicant.id}`)
  await page.getByRole('button', { name: again.ahead, exact: true }).click()
  await giveCodeInPlace(page)
  expect((await remove()).status()).toBe(200)
})

test('the applications list exports the chosen applications as an Excel file, numbers masked', async ({ page, request, baseURL }, testInfo) => {
  await codeLongAgoInOwnSession(page, baseURL!)
  const applicant = await registerApplicant(request)
  await page.goto('/admin/collections/applications')
  const form = page.getByRole('form', { name: '엑셀로 내보내기' })
  await expect(form).toBeVisible()
  await form.getByLabel('상태').selectOption({ label: '승인 대기' })
  const downloading = page.waitForEvent('download')
  await form.getByRole('button', { name: '엑셀 파일 내려받기' }).click()
  await giveCodeInPlace(page)
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^입학지원서-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const file = testInfo.outputPath('applications.xlsx')
  await download.saveAs(file)

  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  const header = (sheet.getRow(1).values as string[]).slice(1)
  const rows = sheet.getSheetValues().slice(2).map((row) => (row as string[]).slice(1))
  const ours = rows.find((row) => row[header.indexOf('접수 번호')] === applicant.reference)
  expect(ours).toBeDefined()
  expect(ours![header.indexOf('고유식별번호')]).toBe('900305-1******')
  expect(ours![header.indexOf('휴대전화')]).toBe("'+82 10 **** 5678")
  expect(rows.every((row) => row[header.indexOf('상태')] === '승인 대기')).toBe(true)
  await expect(page.getByText(/건을 엑셀 파일로 내려받았습니다/)).toBeVisible()
})

test('the contact inbox exports too, and a bad date range is named under its field', async ({ page, request }) => {
  await proveAgain(request)
  await page.goto('/admin/collections/contact-messages')
  const form = page.getByRole('form', { name: '엑셀로 내보내기' })
  await form.getByLabel('받은 날짜 (부터)').fill('2026-02-01')
  await form.getByLabel('받은 날짜 (까지)').fill('2026-01-01')
  await form.getByRole('button', { name: '엑셀 파일 내려받기' }).click()
  await expect(form.getByRole('alert')).toHaveText('끝 날짜가 시작 날짜보다 앞설 수 없습니다.')

  await form.getByLabel('받은 날짜 (까지)').fill('')
  const downloading = page.waitForEvent('download')
  await form.getByRole('button', { name: '엑셀 파일 내려받기' }).click()
  expect((await downloading).suggestedFilename()).toMatch(/^문의함-\d{4}-\d{2}-\d{2}\.xlsx$/)
})
