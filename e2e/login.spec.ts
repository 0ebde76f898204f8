import { expect, test, type Page } from '@playwright/test'

import enAuth from '../messages/en/auth.json' with { type: 'json' }
import koAuth from '../messages/ko/auth.json' with { type: 'json' }
import koDashboard from '../messages/ko/dashboard.json' with { type: 'json' }
import { TEST_PROFESSOR } from '../tests/setup/server-info'
import { expectNoSeriousViolations } from './support/accessibility'
import { inOneLanguage } from './support/projects'
import { ADMIN, adminCode, LOCALES, unique, useOwnClientAddress } from './support/forms'

const AUTH = { ko: koAuth, en: enAuth }

async function signIn(page: Page, type: string, email: string, password: string, messages = koAuth, code?: string) {
  await page.getByRole('group', { name: messages.login.typeLegend }).getByRole('radio', { name: messages.login.types[type as 'student'] }).check()
  await page.getByLabel(messages.login.email).fill(email)
  await page.getByLabel(messages.login.password).fill(password)
  if (code) await page.getByLabel(messages.login.code).fill(code)
  await page.getByRole('button', { name: messages.login.submit }).click()
}

// The same behaviour in both languages: in Korean alone (inOneLanguage).
for (const { lang, prefix } of LOCALES.filter(({ lang }) => inOneLanguage(lang))) {
  test(`sign-in page without the site frame but with the footer's help links; a refusal shows the server message for about 1.5 s (${lang})`, async ({ page }) => {
    const messages = AUTH[lang]
    await useOwnClientAddress(page)
    await page.goto(`${prefix}/login`)
    await expect(page.getByRole('heading', { level: 1, name: messages.login.heading })).toBeVisible()
    await expect(page.locator('header')).toHaveCount(0)
    const help = page.getByRole('contentinfo')
    await expect(help.getByRole('link', { name: lang === 'ko' ? '문의하기' : 'Contact Us', exact: true })).toHaveAttribute('href', `${prefix}/contact-us`)
    await expect(help.getByRole('link', { name: lang === 'ko' ? '웹 접근성 정책' : 'Accessibility', exact: true })).toHaveAttribute('href', `${prefix}/accessibility`)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('link', { name: lang === 'ko' ? '국제기독신학교' : 'International Christian Seminary' })).toHaveAttribute('href', prefix || '/')
    await expect(page.getByRole('link', { name: lang === 'ko' ? 'English' : '한국어' })).toBeVisible()

    const types = page.getByRole('group', { name: messages.login.typeLegend }).getByRole('radio')
    await expect(types).toHaveCount(3)
    await expect(types.first()).toHaveAccessibleName(messages.login.types.student)
    await expect(types.first()).toBeChecked()
    await expect(page.getByLabel(messages.login.email)).toHaveAttribute('type', 'email')
    await expectNoSeriousViolations(page)

    await signIn(page, 'student', `nobody-${unique()}@example.com`, 'wrong-password', messages)
    const toast = page.getByRole('alert').filter({ hasText: messages.loginApi.credentials })
    await expect(toast).toBeVisible()
    const shownAt = Date.now()
    await expect(page.getByLabel(messages.login.email)).toBeFocused()
    await expect(page.getByLabel(messages.login.email)).toHaveAccessibleDescription(messages.loginApi.credentials)
    await expect(page.getByRole('button', { name: messages.login.submit })).toBeEnabled()
    await expect(toast).toHaveCount(0, { timeout: 5000 })
    // 1.5 s on screen, then react-hot-toast's exit animation before it leaves the page.
    expect(Date.now() - shownAt).toBeGreaterThan(1000)
  })
}

test('an admin signs in and lands in the admin panel', async ({ page }) => {
  await useOwnClientAddress(page)
  await page.goto('/login')
  await signIn(page, 'admin', ADMIN.email, ADMIN.password, koAuth, await adminCode())
  await page.waitForURL(/\/admin(\/|$)/)
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'))
  expect(stored).toMatchObject({ email: ADMIN.email, type: 'admin' })
  expect(typeof stored.token).toBe('string')
})

test('a professor signs in to their public profile; /professor and /student turn others away to the sign-in page', async ({ page }) => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the test server, which knows the demo professor password')
  await page.goto('/professor')
  await expect(page).toHaveURL(/\/login$/)
  await useOwnClientAddress(page)
  await signIn(page, 'professor', TEST_PROFESSOR.email, TEST_PROFESSOR.password)
  await page.waitForURL(/\/professor$/)
  await expect(page.getByRole('heading', { level: 1, name: koDashboard.dashboard.professorTitle })).toBeVisible()
  await expect(page.getByText(koDashboard.dashboard.profileNote)).toBeVisible()
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible()
  await expectNoSeriousViolations(page)
  await page.goto('/student')
  await expect(page).toHaveURL(/\/login$/)
})
