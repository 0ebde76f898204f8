import { expect, test } from '@playwright/test'

import { adminTranslations } from '../cms/admin-translations'
import { expectNoSeriousViolations } from './support/accessibility'
import { clientAddress, registerApplicant } from './support/forms'
import { ownAdminAccount } from './support/own-admin'
import { waitForReact } from './support/hydration'
import { codeLongAgo } from './support/session-clock'

const texts = adminTranslations.ko

/**
 * A staff member's passkey with Chromium's virtual authenticator: added on the account page, used at
 * the admin's sign-in beside the password instead of the code, and given when a sensitive act asks again. A passkey
 * belongs to a host name (never an address like 127.0.0.1), so the test visits the site at localhost.
 */
test.skip(Boolean(process.env.E2E_BASE_URL), 'moves the clock in the test site’s own database')

test('a staff member adds a passkey, signs in with it beside the password, gives it when asked again, and removes it', async ({ page, context, baseURL, request }, testInfo) => {
  const site = baseURL!.replace('127.0.0.1', 'localhost')
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() })

  // An admin account of the test's own (its passkey and moved clock race no other test), signed in at localhost.
  const admin = await ownAdminAccount(request)
  const signedIn = await request.post('/cms-api/users/login', { headers: { 'X-Forwarded-For': clientAddress() }, data: { email: admin.email, password: admin.password, totp: await admin.code() } })
  expect(signedIn.ok(), await signedIn.text()).toBe(true)
  await context.addCookies([{ name: 'payload-token', value: ((await signedIn.json()) as { token: string }).token, url: site }])
  await page.goto(`${site}/admin/account`)
  const section = page.getByRole('region', { name: texts.passkeys.heading })
  await expect(section.getByText(texts.passkeys.none)).toBeVisible()
  await waitForReact(section.getByRole('button', { name: texts.passkeys.add }))
  await section.getByLabel(texts.passkeys.name).fill('테스트 기기')
  await section.getByRole('button', { name: texts.passkeys.add }).click()
  await expect(section.getByRole('listitem').filter({ hasText: '테스트 기기' })).toBeVisible()
  await expectNoSeriousViolations(page, '#passkeys')
  await page.screenshot({ path: testInfo.outputPath('passkey-added.png'), fullPage: true })

  // Signed out, then in again with the password and the passkey instead of the code.
  await context.clearCookies()
  await page.goto(`${site}/admin/login`)
  await waitForReact(page.getByRole('button', { name: texts.passkeys.useInstead }))
  await page.locator('#sign-in-email').fill(admin.email)
  await page.locator('#sign-in-password').fill(admin.password)
  await page.getByRole('button', { name: texts.passkeys.useInstead }).click()
  await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/')
  const token = (await context.cookies(site)).find((cookie) => cookie.name === 'payload-token')!.value

  // A sensitive act over ten minutes after that: the dialog takes the passkey, and the act goes ahead.
  const applicant = await registerApplicant(request)
  await codeLongAgo(token)
  await page.goto(`${site}/admin/collections/applications/${applicant.id}`)
  await page.getByRole('button', { name: '보기', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: texts.secondFactorAgain.title })
  await dialog.getByRole('button', { name: texts.passkeys.useInstead }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status', { name: '고유식별번호 (전체)' })).toHaveText('900305-1234567')

  // Removed (a sensitive act too: the passkey's signature was just now). That it then opens nothing: tests/contract/passkeys.test.ts.
  await page.goto(`${site}/admin/account`)
  await waitForReact(section.getByRole('button', { name: /패스키 삭제$/ }))
  page.once('dialog', (confirm) => void confirm.accept())
  await section.getByRole('button', { name: texts.passkeys.removeNamed.replace('{{name}}', '테스트 기기') }).click()
  await expect(section.getByText(texts.passkeys.none)).toBeVisible()
})
