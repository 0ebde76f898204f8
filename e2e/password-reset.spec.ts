import { expect, test, type APIRequestContext } from '@playwright/test'

import enAuth from '../messages/en/auth.json' with { type: 'json' }
import koAuth from '../messages/ko/auth.json' with { type: 'json' }
import { expectNoSeriousViolations } from './support/accessibility'
import { adminToken, enrolApplicant, LOCALES, registerApplicant, useOwnClientAddress } from './support/forms'

const MESSAGES = { ko: koAuth, en: enAuth }

/** The link of the newest reset mail to `email`: the test site keeps its mail in the outbox. */
async function newestResetLink(request: APIRequestContext, email: string, count: number): Promise<string> {
  const token = await adminToken(request)
  let link: string | undefined
  await expect
    .poll(async () => {
      const response = await request.get(`/cms-api/mail-outbox?where[to][equals]=${encodeURIComponent(email)}&sort=-createdAt&depth=0`, { headers: { Authorization: `JWT ${token}` } })
      const { docs } = (await response.json()) as { docs: { text: string }[] }
      const links = docs.map(({ text }) => /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text)?.[0]).filter((found): found is string => Boolean(found))
      link = links[0]
      return links.length
    })
    .toBe(count)
  return new URL(link!).pathname + new URL(link!).search
}

test('a student asks for a link from the login page and sets a new password, in both languages', async ({ page, request }) => {
  test.slow()
  const applicant = await registerApplicant(request)
  await enrolApplicant(request, applicant.id)
  await useOwnClientAddress(page)
  let password = applicant.password
  for (const [index, { lang, prefix }] of LOCALES.entries()) {
    const m = MESSAGES[lang]
    await page.goto(`${prefix}/login`)
    await page.getByRole('link', { name: m.login.forgot }).click()
    await expect(page.getByRole('heading', { level: 1, name: m.passwordReset.forgotHeading })).toBeVisible()
    await expectNoSeriousViolations(page)
    await page.getByLabel(m.passwordReset.email).fill(applicant.email)
    await page.getByLabel(m.passwordReset.email).press('Enter')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(m.passwordResetApi.sent)

    // The mail is in the account's language (Korean: it applied on the Korean site); the page is the visitor's.
    const link = await newestResetLink(request, applicant.email, index + 1)
    await page.goto(`${prefix}${link.replace(/^\/en/, '')}`)
    await expect(page).toHaveTitle(new RegExp(m.passwordReset.resetTitle))
    await page.getByRole('textbox', { name: m.passwordReset.password, exact: true }).fill('mismatch-one')
    await page.getByRole('textbox', { name: m.passwordReset.confirm, exact: true }).fill('mismatch-two')
    await page.getByRole('button', { name: m.passwordReset.save }).click()
    await expect(page.getByRole('textbox', { name: m.passwordReset.confirm, exact: true })).toHaveAccessibleDescription(m.passwordReset.mismatch)
    await page.getByRole('textbox', { name: m.passwordReset.password, exact: true }).fill('short')
    await page.getByRole('textbox', { name: m.passwordReset.confirm, exact: true }).fill('short')
    await page.getByRole('button', { name: m.passwordReset.save }).click()
    await expect(page.getByRole('textbox', { name: m.passwordReset.password, exact: true })).toHaveAccessibleDescription(`${m.passwordReset.passwordHint} ${m.passwordResetApi.passwordTooShort.replace('{min}', '8')}`)
    password = `new-password-${lang}-${Date.now()}`
    await page.getByRole('textbox', { name: m.passwordReset.password, exact: true }).fill(password)
    await page.getByRole('textbox', { name: m.passwordReset.confirm, exact: true }).fill(password)
    await page.getByRole('button', { name: m.passwordReset.save }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(m.passwordResetApi.done)
    await expectNoSeriousViolations(page)

    // The same link a second time: used.
    await page.goto(`${prefix}${link.replace(/^\/en/, '')}`)
    await page.getByRole('textbox', { name: m.passwordReset.password, exact: true }).fill('another-password-1')
    await page.getByRole('textbox', { name: m.passwordReset.confirm, exact: true }).fill('another-password-1')
    await page.getByRole('button', { name: m.passwordReset.save }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText(m.passwordResetApi.tokenInvalid)
    await expect(page.getByRole('main').getByRole('alert').getByRole('link', { name: m.passwordReset.requestAgain })).toBeVisible()
  }

  await page.goto('/login')
  await page.getByLabel(MESSAGES.ko.login.email).fill(applicant.email)
  await page.getByLabel(MESSAGES.ko.login.password).fill(password)
  await page.getByRole('button', { name: MESSAGES.ko.login.submit }).click()
  await expect(page).toHaveURL(/\/student$/)
})
