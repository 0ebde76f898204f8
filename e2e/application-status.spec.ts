import { expect, test, type Page } from '@playwright/test'

import enAuth from '../messages/en/auth.json' with { type: 'json' }
import enRegistration from '../messages/en/registration.json' with { type: 'json' }
import koAuth from '../messages/ko/auth.json' with { type: 'json' }
import koRegistration from '../messages/ko/registration.json' with { type: 'json' }
import { expectNoSeriousViolations } from './support/accessibility'
import { decideApplication, enrolApplicant, FILES, LOCALES, registerApplicant, useOwnClientAddress, type Applicant } from './support/forms'

const MESSAGES = { ko: { ...koRegistration, ...koAuth }, en: { ...enRegistration, ...enAuth } }

/** Fills in the status form's e-mail and password way with the keyboard and sends it with Enter. */
async function checkStatus(page: Page, lang: 'ko' | 'en', applicant: Pick<Applicant, 'email' | 'password'>) {
  const m = MESSAGES[lang].applicationStatus
  // The form of its own: the rights form below it asks for an e-mail address too.
  const form = page.getByRole('form', { name: m.heading })
  await form.getByRole('button', { name: m.usePassword }).click()
  await form.getByLabel(m.email).fill(applicant.email)
  await form.getByLabel(m.password).fill(applicant.password)
  await form.getByLabel(m.password).press('Enter')
}

test('an applicant follows the application from received to approved, in both languages', async ({ page, request }) => {
  const applicant = await registerApplicant(request)
  await useOwnClientAddress(page)
  for (const { lang, prefix } of LOCALES) {
    const m = MESSAGES[lang].applicationStatus
    await page.goto(`${prefix}/student-registration/status`)
    await expect(page).toHaveTitle(new RegExp(m.title))
    await expect(page.getByRole('heading', { level: 1, name: m.heading })).toBeVisible()
    await checkStatus(page, lang, applicant)
    const result = page.getByRole('region', { name: m.resultHeading })
    await expect(result).toContainText(m.states.received)
    await expect(result).toContainText(m.explain.received)
    await expect(result).toContainText(applicant.reference)
    const studyPlan = result.getByRole('link', { name: m.download.replace('{file}', FILES.pdf.name) })
    const file = await page.request.get((await studyPlan.getAttribute('href'))!)
    expect(file.status()).toBe(200)
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
    await expectNoSeriousViolations(page)
  }

  await decideApplication(request, applicant.id, 'review')
  await page.goto('/student-registration/status')
  await checkStatus(page, 'ko', applicant)
  await expect(page.getByRole('region', { name: MESSAGES.ko.applicationStatus.resultHeading })).toContainText(MESSAGES.ko.applicationStatus.states.reviewing)

  // A round's applicant becomes a student at 입금 확인, once admitted and confirmed.
  const { studentNumber } = await enrolApplicant(request, applicant.id)
  await page.goto('/en/student-registration/status')
  await checkStatus(page, 'en', applicant)
  const approved = page.getByRole('region', { name: MESSAGES.en.applicationStatus.resultHeading })
  await expect(approved).toContainText(MESSAGES.en.applicationStatus.states.approved)
  await expect(approved).toContainText(studentNumber!)
  await approved.getByRole('link', { name: MESSAGES.en.applicationStatus.signIn }).click()
  await expect(page).toHaveURL(/\/en\/login$/)
})

test('an applicant looks the application up by its 접수 번호, e-mail and date of birth, and the answer comes into view', async ({ page, request }) => {
  const applicant = await registerApplicant(request)
  await useOwnClientAddress(page)
  for (const { lang, prefix } of LOCALES) {
    const m = MESSAGES[lang].applicationStatus
    await page.goto(`${prefix}/student-registration/status`)
    const form = page.getByRole('form', { name: m.heading })
    await form.getByLabel(m.reference).fill(applicant.reference)
    await form.getByLabel(m.email).fill(applicant.email)
    await form.getByLabel(m.dob).fill('1990-03-05')
    await form.getByRole('button', { name: m.submit, exact: true }).click()
    const result = page.getByRole('region', { name: m.resultHeading })
    await expect(result).toContainText(m.states.received)
    await expect(result).toContainText(applicant.reference)
    await expect(result.getByRole('heading', { name: m.resultHeading })).toBeInViewport()
  }
  await page.screenshot({ path: test.info().outputPath('status-by-reference.png') })

  const m = MESSAGES.ko.applicationStatus
  await page.goto('/student-registration/status')
  const form = page.getByRole('form', { name: m.heading })
  await form.getByLabel(m.reference).fill(applicant.reference)
  await form.getByLabel(m.email).fill(applicant.email)
  await form.getByLabel(m.dob).fill('1990-03-06')
  await form.getByRole('button', { name: m.submit, exact: true }).click()
  await expect(form.getByText(MESSAGES.ko.privacyRightsApi.notFound)).toBeVisible()
  await expect(page.getByRole('region', { name: m.resultHeading })).toHaveCount(0)
})

test('a rejected applicant reads the reason', async ({ page, request }) => {
  const applicant = await registerApplicant(request)
  await decideApplication(request, applicant.id, 'reject', '서류가 부족합니다.')
  await useOwnClientAddress(page)
  await page.goto('/student-registration/status')
  await checkStatus(page, 'ko', applicant)
  const result = page.getByRole('region', { name: MESSAGES.ko.applicationStatus.resultHeading })
  await expect(result).toContainText(MESSAGES.ko.applicationStatus.states.rejected)
  await expect(result).toContainText('서류가 부족합니다.')
})

test('wrong credentials get the login’s one message, and nothing about the application', async ({ page, request }) => {
  const applicant = await registerApplicant(request)
  await useOwnClientAddress(page)
  for (const { lang, prefix } of LOCALES) {
    await page.goto(`${prefix}/student-registration/status`)
    await checkStatus(page, lang, { email: applicant.email, password: 'not-the-password' })
    const m = MESSAGES[lang]
    await expect(page.getByRole('form', { name: m.applicationStatus.heading }).getByLabel(m.applicationStatus.email)).toHaveAccessibleDescription(m.loginApi.credentials)
    await expect(page.getByRole('region', { name: m.applicationStatus.resultHeading })).toHaveCount(0)
  }
})
