import { expect, test } from '@playwright/test'

import { adminTranslations } from '../cms/admin-translations'
import enAuth from '../messages/en/auth.json' with { type: 'json' }
import koAuth from '../messages/ko/auth.json' with { type: 'json' }
import { expectNoSeriousViolations } from './support/accessibility'
import { codeAt, currentStep } from '../tests/setup/totp'
import { ADMIN, adminCode, adminRecoveryCode, adminToken, proveAgain, signInOwnAdminSession, useOwnClientAddress } from './support/forms'
import { waitForReact } from './support/hydration'
import { ownAdminAccount } from './support/own-admin'
import { ENGLISH_BROWSER } from './support/projects'

// The admin speaks the browser's language: each test runs on the Korean and the English desktop browser.


test('the admin’s sign-in page asks for the authenticator’s code, and a password alone opens nothing', { tag: ENGLISH_BROWSER }, async ({ page }, testInfo) => {
  const texts = testInfo.project.use.locale?.startsWith('en') ? adminTranslations.en : adminTranslations.ko
  await useOwnClientAddress(page)
  await page.goto('/admin/login')
  const code = page.getByLabel(texts.signIn.code)
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(code).toHaveAttribute('inputmode', 'numeric')
  await expectNoSeriousViolations(page)

  await page.locator('#sign-in-email').fill(ADMIN.email)
  await page.locator('#sign-in-password').fill(ADMIN.password)
  await page.getByRole('button', { name: texts.signIn.submit }).click()
  await expect(page.getByRole('alert').filter({ hasText: texts.signIn.codeRequired })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'payload-token')).toBeUndefined()

  await code.fill(await adminCode())
  await page.getByRole('button', { name: texts.signIn.submit }).click()
  await page.waitForURL((url) => url.pathname === '/admin')
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'payload-token')).toBeDefined()
})

test('the site’s sign-in page asks an admin for the code, and signs in with it', { tag: ENGLISH_BROWSER }, async ({ page }, testInfo) => {
  const english = testInfo.project.use.locale?.startsWith('en')
  const messages = english ? enAuth : koAuth
  await useOwnClientAddress(page)
  await page.goto(english ? '/en/login' : '/login')
  await page.getByRole('group', { name: messages.login.typeLegend }).getByRole('radio', { name: messages.login.types.admin }).check()
  const code = page.getByLabel(messages.login.code)
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(code).toHaveAttribute('inputmode', 'numeric')
  await page.getByLabel(messages.login.email).fill(ADMIN.email)
  await page.getByLabel(messages.login.password, { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: messages.login.submit }).click()
  await expect(page.getByRole('alert').filter({ hasText: messages.loginApi.codeRequired })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull()

  // A recovery code goes wherever a code goes; the authenticator's own is the admin sign-in page's test above.
  await code.fill(await adminRecoveryCode())
  await page.getByRole('button', { name: messages.login.submit }).click()
  await page.waitForURL(/\/admin(\/|$)/)
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'))).toMatchObject({ email: ADMIN.email, type: 'admin' })
})

test('an admin without a second factor is taken to enrollment: the QR code’s secret, a first code, the recovery codes once', { tag: ENGLISH_BROWSER }, async ({ page, request }, testInfo) => {
  const texts = testInfo.project.use.locale?.startsWith('en') ? adminTranslations.en : adminTranslations.ko
  const email = `enrolling-${Date.now()}-${testInfo.project.name.replace(/\W/g, '-')}@example.com`
  const password = 'enrolling-admin-password-1'
  await proveAgain(request)
  const created = await request.post('/cms-api/users', { headers: { Authorization: `JWT ${await adminToken(request)}` }, data: { email, password, name: '등록 관리자', type: 'admin', state: 'active' } })
  expect(created.status(), await created.text()).toBe(201)

  await useOwnClientAddress(page)
  await page.goto('/admin/login')
  await page.locator('#sign-in-email').fill(email)
  await page.locator('#sign-in-password').fill(password)
  await page.getByRole('button', { name: texts.signIn.submit }).click()
  await page.waitForURL((url) => url.pathname === '/admin/second-factor')
  await expect(page.getByRole('heading', { level: 1, name: texts.secondFactor.heading })).toBeVisible()
  await expect(page.getByRole('img', { name: texts.secondFactor.qrAlt })).toBeVisible()
  expect(await page.locator('[data-secret]').getAttribute('data-secret')).toMatch(/^[A-Z2-7]{32}$/)
  await expectNoSeriousViolations(page)

  // Anywhere else in the admin leads back here until it is done; the page shows a new secret each time it opens.
  await page.goto('/admin/collections/applications')
  await page.waitForURL((url) => url.pathname === '/admin/second-factor')
  await expect(page.getByRole('img', { name: texts.secondFactor.qrAlt })).toBeVisible()
  const secret = await page.locator('[data-secret]').getAttribute('data-secret')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)

  const code = page.getByLabel(texts.secondFactor.firstCode)
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await code.fill(await codeAt(secret!, currentStep()))
  await page.getByRole('button', { name: texts.secondFactor.confirm }).click()
  await expect(page.getByRole('heading', { level: 1, name: texts.secondFactor.recoveryHeading })).toBeVisible()
  const codes = page.getByRole('list', { name: texts.secondFactor.recoveryHeading }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  await expect(page.getByRole('button', { name: texts.secondFactor.print })).toBeVisible()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: texts.secondFactor.copy }).click()
  await expect(page.getByRole('status').filter({ hasText: texts.secondFactor.copied })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await codes.allTextContents()).join('\n'))
  await page.getByRole('link', { name: texts.secondFactor.recoverySaved }).click()
  await page.waitForURL((url) => url.pathname === '/admin')
  await page.goto('/admin/collections/applications')
  await expect(page).toHaveURL(/\/admin\/collections\/applications/)
})

test('an admin resets a colleague’s second factor on the colleague’s account page', async ({ page, context, baseURL, request }, testInfo) => {
  const texts = adminTranslations.ko
  const colleague = await ownAdminAccount(request)
  const found = await request.get(`/cms-api/users?where[email][equals]=${encodeURIComponent(colleague.email)}&depth=0`, { headers: { Authorization: `JWT ${await adminToken(request)}` } })
  const [{ id }] = ((await found.json()) as { docs: { id: number }[] }).docs
  // A session of its own, signed in with its code just now: the reset is not asked again (that question: tests/contract/second-factor.test.ts).
  await signInOwnAdminSession(context, baseURL!)
  await page.goto(`/admin/collections/users/${id}`)
  const reset = page.getByRole('button', { name: texts.secondFactor.reset })
  await waitForReact(reset)
  await expect(page.getByText(texts.secondFactor.resetHint)).toBeVisible()
  page.once('dialog', (confirm) => void confirm.accept())
  await reset.click()
  await expect(page.getByText(texts.secondFactor.resetDone)).toBeVisible()
  await expect(reset).toBeHidden()
  await page.screenshot({ path: testInfo.outputPath('colleague-second-factor-reset.png'), fullPage: true })
  // Their own account page offers no reset of their own.
  await page.goto('/admin/account')
  await expect(page.getByRole('heading', { name: texts.passkeys.heading })).toBeVisible()
  await expect(page.getByRole('button', { name: texts.secondFactor.reset })).toHaveCount(0)
})
