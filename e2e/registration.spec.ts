import { devices, expect, test, type APIRequestContext, type Browser } from '@playwright/test'

import { expectNoSeriousViolations } from './support/accessibility'
import { cell, checkConsents, fillApplication, MESSAGES, submit } from './support/application-form'
import { waitForHydration } from './support/hydration'
import { browserLanguage, ENGLISH_BROWSER } from './support/projects'
import {
  admitAndConfirm,
  decideApplication,
  enrolApplicant,
  FILES,
  newApplicant,
  signIn,
  signInAdmin,
  useOwnClientAddress,
} from './support/forms'

/**
 * The journey and what the page's language changes (the countries' names) once per language: in Korean on the Korean
 * desktop browser, in English on the English one (the tests tagged for it). The form's own behaviour (its checks, the
 * focus, its code arriving late) is the same in both languages, its messages the translations' (tests/unit/messages.test.ts):
 * in Korean alone. The phone's own flow is registration-phone.spec.ts; a closed window, registration-closed.spec.ts.
 */
const languageOf = browserLanguage
const prefixOf = (lang: 'ko' | 'en') => (lang === 'en' ? '/en' : '')

/**
 * The office's steps from the applicant's application to the student number, in Korean in the admin: the review
 * started, 입금 확인 given, the student number shown and stored, the approval mail kept in the outbox in the applicant's language.
 */
async function enrolInTheAdmin(browser: Browser, baseURL: string, id: number, email: string): Promise<string> {
  const m = MESSAGES.ko
  // The office decides at a desk, whatever screen the applicant used.
  const adminContext = await browser.newContext({ ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } })
  await signInAdmin(adminContext, baseURL)
  const admin = await adminContext.newPage()
  await admin.goto(`/admin/collections/applications/${id}`)
  // Starting the review is what the applicant's status page then shows as "under review".
  const startReview = admin.getByRole('button', { name: /^(심사 시작|Start review)$/ })
  const reviewed = admin.waitForResponse((answer) => answer.url().endsWith(`/applications/${id}/review`))
  await startReview.click()
  expect((await reviewed).status()).toBe(200)
  await expect(startReview).toHaveCount(0)
  // A round's applicant becomes a student at 입금 확인, not by 승인: admitted, and their enrolment confirmed (support/forms.ts).
  await expect(admin.getByRole('button', { name: /^(승인|Approve)$/ })).toHaveCount(0)
  await admitAndConfirm(adminContext.request, id)
  await admin.reload()
  admin.once('dialog', (confirm) => confirm.accept())
  const paid = admin.waitForResponse((answer) => answer.url().endsWith(`/applications/${id}/payment`))
  await admin.getByRole('button', { name: /^(입금 확인|Confirm payment)$/ }).click()
  expect((await paid).status()).toBe(200)
  // It says what was done, with the student number…
  const done = admin.getByRole('region', { name: /^(등록 처리|Enrolment)$/ }).getByRole('status').filter({ hasText: /^(입금을 확인했습니다\. 학번|Payment confirmed\. Student number): \d{8,}$/ })
  await expect(done).toBeVisible()
  const studentNumber = /\d{8,}$/.exec((await done.textContent())!)![0]
  // …which the edit view shows as stored once reloaded.
  await admin.reload()
  await expect(admin.getByLabel(/^(학번|Student number)$/)).toHaveValue(studentNumber)
  // The test site has no SMTP: the approval mail waits in the admin's mail outbox.
  await admin.goto(`/admin/collections/mail-outbox?where[to][equals]=${encodeURIComponent(email)}`)
  const approvalMail = admin.getByRole('row').filter({ hasText: m.registrationMail.approvedSubject })
  await expect(approvalMail).toContainText(/보관됨 \(메일 서버 없음\)|Kept \(no mail server\)/)
  await approvalMail.getByRole('link', { name: m.registrationMail.approvedSubject }).click()
  await expect(admin.getByLabel(/^(본문|Text)$/)).toHaveValue(new RegExp(studentNumber))
  await adminContext.close()
  return studentNumber
}

/** The same steps as the office's requests: the review started, then admitted, confirmed and paid (support/forms.ts). */
async function enrolOverHttp(request: APIRequestContext, id: number): Promise<string> {
  await decideApplication(request, id, 'review')
  const { studentNumber } = await enrolApplicant(request, id)
  expect(studentNumber).toMatch(/^\d{8,}$/)
  return studentNumber!
}

test('apply with a photo and documents, the office confirms the admitted applicant’s payment (in /admin in Korean), the student sees the student number', { tag: ENGLISH_BROWSER }, async ({ page, browser, baseURL, request }, testInfo) => {
  // The applicant's, the office's and the student's journeys in one test: long on two cores.
  test.slow()
  const lang = languageOf(testInfo)
  const m = MESSAGES[lang]
  const applicant = newApplicant()
  await useOwnClientAddress(page)
  await page.goto(`${prefixOf(lang)}/student-registration`)
  await expect(page.getByRole('heading', { level: 1, name: m.registration.heading })).toBeVisible()
  for (const section of Object.values(m.registration.sections)) await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible()
  await expectNoSeriousViolations(page)
  await fillApplication(page, m, applicant)
  await expect(page.getByLabel(m.registration.fields.dob)).toHaveValue('1990-03-05')

  const response = await submit(page, m)
  expect(response.status()).toBe(201)
  const { data } = (await response.json()) as { data: { id: number; reference: string; status: string; mail: 'sent' | 'kept' | 'failed' } }
  expect(data.status).toBe('pending')
  const dialog = page.getByRole('dialog', { name: m.registration.successTitle })
  await expect(dialog).toContainText(m.registration.successText)
  await expect(dialog).toContainText(m.registration.successReference.replace('{reference}', data.reference))
  // The E2E server has no mail server: the receipt is only kept in the outbox, and the applicant is told so.
  expect(data.mail).toBe('kept')
  await expect(dialog).toContainText(m.registration.successMail.kept.replace('{email}', applicant.email))
  // Nothing is promised that no server will do.
  await expect(dialog).not.toContainText(/곧|발송됩니다|shortly|will be sent/)
  await expect(dialog.getByRole('link', { name: m.registration.successStatusLink })).toHaveAttribute('href', `${prefixOf(lang)}/student-registration/status`)
  await dialog.getByRole('button', { name: m.common.ok }).click()
  await expect(page).toHaveURL(new RegExp(`${prefixOf(lang)}/?$`))

  // The office's steps in the admin do not depend on the applicant's language: in the browser once, in Korean; in English
  // over HTTP, the approval mail in English being the contract's (tests/contract/approval.test.ts).
  const studentNumber = lang === 'ko' ? await enrolInTheAdmin(browser, baseURL!, data.id, applicant.email) : await enrolOverHttp(request, data.id)

  await signIn(page.context(), 'student', applicant.email, applicant.password)
  await page.goto(`${prefixOf(lang)}/student`)
  await expect(page.getByRole('heading', { level: 1, name: m.dashboard.studentTitle })).toBeVisible()
  const status = page.getByRole('region', { name: m.dashboard.status })
  await expect(status).toContainText(lang === 'en' ? 'Approved' : '승인됨')
  await expect(status).toContainText(studentNumber)
  await expect(page.getByText('900305-1******')).toBeVisible()
  const studyPlan = page.getByRole('link', { name: m.dashboard.download.replace('{file}', FILES.pdf.name) })
  const file = await page.request.get((await studyPlan.getAttribute('href'))!)
  expect(file.status()).toBe(200)
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await expectNoSeriousViolations(page)
})

test('the browser names missing and wrong fields before anything is sent; the server\'s refusals appear under their inputs; faith rows are added and removed', async ({ page }, testInfo) => {
  const lang = languageOf(testInfo)
  const m = MESSAGES[lang]
  const errors = m.registrationErrors
  await useOwnClientAddress(page)
  await page.goto(`${prefixOf(lang)}/student-registration`)

  await expect(page.getByRole('button', { name: m.registration.faith.add })).toHaveCount(1)
  await expect(page.getByRole('button', { name: /^(Remove row|.*행 삭제)/ })).toHaveCount(0)
  await page.getByRole('button', { name: m.registration.faith.add }).click()
  await page.getByRole('button', { name: m.registration.faith.add }).click()
  await expect(page.getByLabel(cell(m, 3, 'name'))).toBeFocused()
  await expect(page.getByRole('button', { name: m.registration.faith.add })).toHaveCount(1)
  await page.getByRole('button', { name: m.registration.faith.remove.replace('{row}', '3') }).click()
  await expect(page.getByLabel(cell(m, 3, 'name'))).toHaveCount(0)
  await expect(page.getByRole('button', { name: m.registration.faith.remove.replace('{row}', '2') })).toBeVisible()

  await page.getByRole('textbox', { name: m.registration.fields.password, exact: true }).fill('first-password')
  await page.getByLabel(m.registration.fields.password_confirmation).fill('other-password')
  let requests = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/register')) requests += 1
  })
  await page.getByRole('button', { name: m.registration.submit }).click()
  await expect(page.getByLabel(m.registration.fields.name_hangul)).toBeFocused()
  await expect(page.getByLabel(m.registration.fields.name_hangul)).toHaveAccessibleDescription(errors.required)
  await expect(page.getByLabel(m.registration.fields.password_confirmation)).toHaveAccessibleDescription(m.registration.passwordMismatch)
  await expect(page.getByLabel(cell(m, 1, 'name'))).toHaveAccessibleDescription(errors.required)
  await expect(page.getByLabel(cell(m, 2, 'name'))).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel(cell(m, 2, 'location'))).not.toHaveAttribute('aria-invalid')
  expect(requests).toBe(0)

  // Every field is right on its own; the order of the two education dates is the whole form's, the server's to refuse.
  await fillApplication(page, m, newApplicant())
  await page.getByLabel(cell(m, 2, 'name')).fill('둘째교회')
  await page.getByLabel(m.registration.fields.last_education_start).fill('2012-03-01')
  await page.getByLabel(m.registration.fields.last_education_end).fill('2010-02-01')
  await page.getByLabel(cell(m, 2, 'office')).selectOption({ index: 1 })
  const response = await submit(page, m)
  expect(response.status()).toBe(422)

  const summary = page.getByRole('alert').filter({ hasText: m.registration.summaryTitle })
  await expect(summary).toBeFocused()
  await expect(page.getByLabel(m.registration.fields.last_education_end)).toHaveAccessibleDescription(`${m.registration.dateHint} ${errors.educationEnd}`)
  await summary.getByRole('link', { name: m.registration.fields.last_education_end }).click()
  await expect(page.getByLabel(m.registration.fields.last_education_end)).toBeFocused()
  await expectNoSeriousViolations(page)
})

test('a field is checked by the server\'s rule as it is left: a short password, an address without a domain, a date in a shape the site does not read', async ({ page }, testInfo) => {
  const lang = languageOf(testInfo)
  const m = MESSAGES[lang]
  const errors = m.registrationErrors
  await page.goto(`${prefixOf(lang)}/student-registration`)
  await waitForHydration(page)
  const password = page.getByRole('textbox', { name: m.registration.fields.password, exact: true })
  const email = page.getByLabel(m.registration.fields.email)
  const dob = page.getByLabel(m.registration.fields.dob)
  await password.fill('abcde')
  await email.focus()
  await expect(password).toHaveAccessibleDescription(`${m.registration.hints.password} ${errors.passwordTooShort.replace('{min}', '8')}`)
  await email.fill('john.smith@example')
  await dob.focus()
  await expect(email).toHaveAccessibleDescription(errors.email)
  await dob.fill('03/05/1990')
  await dob.blur()
  await expect(dob).toHaveAccessibleDescription(`${m.registration.dateHint} ${errors.dateFormat}`)
  // Put right, the message goes as the field is left again; a required field merely passed over is not called missing.
  await email.fill('john.smith@example.com')
  await email.blur()
  await expect(email).not.toHaveAttribute('aria-invalid')
  const address = page.getByRole('textbox', { name: m.registration.fields.address, exact: true })
  await address.focus()
  await address.blur()
  await expect(address).not.toHaveAttribute('aria-invalid')
})

test('a page whose text was changed before React took it over (an extension, a translator) still gets a working form', async ({ page }, testInfo) => {
  const lang = languageOf(testInfo)
  const m = MESSAGES[lang]
  // React then renders the whole page afresh in the browser, the form included, rather than taking over its HTML.
  await page.route(`**${prefixOf(lang)}/student-registration`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await route.fetch()
    const html = (await response.text()).replace(`${m.registration.heading}</h1>`, `${m.registration.heading}!</h1>`)
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)))
    await route.fulfill({ response, headers, body: html })
  })
  await page.goto(`${prefixOf(lang)}/student-registration`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.registration.heading)
  await page.getByLabel(m.registration.fields.name_hangul).fill('홍길동')
  await page.getByRole('button', { name: m.registration.submit }).click()
  await expect(page.getByLabel(m.registration.fields.name_english)).toBeFocused()
  await expect(page.getByLabel(m.registration.fields.name_english)).toHaveAccessibleDescription(m.registrationErrors.required)
})

test('the form\'s code arrives when the visitor starts on it; what was typed, chosen, clicked and sent before it is taken over', async ({ page }, testInfo) => {
  const lang = languageOf(testInfo)
  const m = MESSAGES[lang]
  const f = m.registration.fields
  await useOwnClientAddress(page)
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  // react-hook-form's own option name: present in its code whatever the minifier does. (next-intl's client code comes
  // with every page now, its provider being in the layout: docs/performance.md.)
  const loaded = async (mark: string) => (await Promise.all(scripts)).some((body) => body.includes(mark))
  const formCodeLoaded = () => loaded('shouldUnregister')
  const pagePosts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.resourceType() === 'document') pagePosts.push(request.url())
  })

  await page.goto(`${prefixOf(lang)}/student-registration`)
  await waitForHydration(page)
  expect(await formCodeLoaded()).toBe(false)

  // From here the form's code is held back until the visitor has typed, chosen files, added a row and pressed Save.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held
    await route.continue()
  })
  const applicant = newApplicant()
  await page.getByLabel(f.name_hangul).fill(applicant.name)
  await page.getByRole('radio', { name: lang === 'en' ? 'Male' : '남', exact: true }).check()
  await page.getByLabel(f.dob).fill('19900305')
  await page.getByLabel(f.photo).setInputFiles(FILES.photo)
  await page.getByLabel(f.study_plan).setInputFiles(FILES.pdf)
  await page.getByRole('combobox', { name: f.department_id, exact: true }).selectOption({ index: 1 })
  await page.getByLabel(cell(m, 1, 'name')).fill('새벽교회')
  await page.getByRole('button', { name: m.registration.faith.add }).click()
  await page.getByRole('button', { name: m.registration.submit }).click()
  expect(await formCodeLoaded()).toBe(false)
  release()

  // The held click added a row, the held submit was checked in the browser, the date left early was written out.
  await expect(page.getByLabel(cell(m, 2, 'name'))).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel(f.name_english)).toBeFocused()
  await expect(page.getByLabel(f.name_english)).toHaveAccessibleDescription(m.registrationErrors.required)
  await expect(page.getByLabel(f.dob)).toHaveValue('1990-03-05')
  await expect(page.getByLabel(f.name_hangul)).toHaveValue(applicant.name)
  await expect(page.getByLabel(f.name_hangul)).not.toHaveAttribute('aria-invalid')
  await expect(page.getByRole('radio', { name: lang === 'en' ? 'Male' : '남', exact: true })).toBeChecked()
  expect(await formCodeLoaded()).toBe(true)
  expect(pagePosts).toEqual([])

  await page.getByLabel(cell(m, 2, 'name')).fill('둘째교회')
  await page.getByLabel(f.name_english).fill('Hong Gildong')
  await page.getByRole('textbox', { name: f.citizenship_no, exact: true }).fill('900305-1234567')
  await page.getByLabel(f.mobile).fill('010-1234-5678')
  await page.getByLabel(f.email).fill(applicant.email)
  await page.getByRole('textbox', { name: f.address, exact: true }).fill('서울특별시 종로구 세종대로 1')
  await page.getByRole('textbox', { name: f.password, exact: true }).fill(applicant.password)
  await page.getByLabel(f.password_confirmation).fill(applicant.password)
  await page.getByRole('radio', { name: lang === 'en' ? 'Pastor course' : '목회자 과정', exact: true }).check()
  await checkConsents(page, m)
  const response = await submit(page, m)
  expect(response.status(), await response.text()).toBe(201)
  // The files chosen before the code arrived went with the application.
  const body = response.request().postDataBuffer()!.toString('latin1')
  expect(body).toContain(`filename="${FILES.photo.name}"`)
  expect(body).toContain(`filename="${FILES.pdf.name}"`)
  await expect(page.getByRole('dialog', { name: m.registration.successTitle })).toBeVisible()
  expect(pagePosts).toEqual([])
})

test('an applicant of another nationality gives a passport number instead of the resident number, and a phone of their country', { tag: ENGLISH_BROWSER }, async ({ page }, testInfo) => {
  const lang = languageOf(testInfo)
  const m = MESSAGES[lang]
  const f = m.registration.fields
  await useOwnClientAddress(page)
  await page.goto(`${prefixOf(lang)}/student-registration`)
  await waitForHydration(page)
  const nationality = page.getByRole('combobox', { name: f.nationality, exact: true })
  // Korea first, every country by its name in the page's language.
  await expect(nationality).toHaveValue('KR')
  await expect(nationality.locator('option').nth(1)).toHaveText(lang === 'en' ? 'South Korea' : '대한민국')
  await fillApplication(page, m, newApplicant())
  await nationality.selectOption('US')
  await expect(page.getByRole('textbox', { name: f.citizenship_no, exact: true })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: f.name_hangul, exact: true })).not.toHaveAttribute('aria-required', 'true')
  await page.getByRole('textbox', { name: f.name_hangul, exact: true }).fill('')
  await page.getByRole('textbox', { name: f.passport_no, exact: true }).fill('x1234')
  // Left for the phone: the passport number is checked by the server's own rule as it is left, before anything is sent.
  await page.getByLabel(f.mobile).fill('+1 415 555 0100')
  await expect(page.getByRole('textbox', { name: f.passport_no, exact: true })).toHaveAccessibleDescription(`${m.registration.hints.passport_no} ${m.registrationErrors.passportNo}`)
  await page.getByRole('textbox', { name: f.passport_no, exact: true }).fill('X12345678')
  const response = await submit(page, m)
  expect(response.status()).toBe(201)
  await expect(page.getByRole('dialog', { name: m.registration.successTitle })).toBeVisible()
})
