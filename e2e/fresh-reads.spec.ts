import { expect, test, type Page } from '@playwright/test'

import koLayout from '../messages/ko/layout.json' with { type: 'json' }
import koRegistration from '../messages/ko/registration.json' with { type: 'json' }
import { TEST_PROFESSOR } from '../tests/setup/server-info'
import { decideApplication, registerApplicant, useOwnClientAddress } from './support/forms'
import { PHONE } from './support/projects'

/**
 * The visitor comes back to the tab until `shows` holds: swr reads its islands' data again on focus, at most once in
 * its focus throttle (five seconds), so a return soon after the first read is rightly ignored and a later one is not.
 */
async function comeBackUntil(page: Page, shows: () => Promise<void>) {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await shows()
  }).toPass({ intervals: [1_000], timeout: 20_000 })
}

test('the header notices a session ended elsewhere when its tab regains focus, without a reload', { tag: PHONE }, async ({ page, playwright, baseURL, isMobile }) => {
  test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the test server, which knows the demo professor password')
  await useOwnClientAddress(page)
  const elsewhere = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' } })
  const signedIn = await elsewhere.post('/api/login', { data: { type: 'professor', email: TEST_PROFESSOR.email, password: TEST_PROFESSOR.password, device: 'web' } })
  expect(signedIn.ok(), await signedIn.text()).toBe(true)
  const { data } = (await signedIn.json()) as { data: { token: string; name: string; email: string; type: string } }
  await page.addInitScript((user) => window.localStorage.setItem('user', JSON.stringify(user)), { token: data.token, name: data.name, email: data.email, type: data.type })
  await page.goto('/faq')
  const header = page.getByRole('banner')
  // A phone's header keeps the sign-out in the user menu; its button shows that someone is signed in.
  await expect(header.getByRole('button', { name: isMobile ? koLayout.header.userMenu : koLayout.header.logout })).toBeVisible()
  const ended = await elsewhere.post('/api/logout', { headers: { Authorization: `Bearer ${data.token}` }, data: {} })
  expect(ended.ok(), await ended.text()).toBe(true)
  await comeBackUntil(page, () => expect(header.getByRole('link', { name: koLayout.header.login })).toBeVisible({ timeout: 1_000 }))
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull()
  await elsewhere.dispose()
})

test('the applicant’s status page shows a decision made meanwhile when the applicant comes back to the tab', async ({ page, request }) => {
  const m = koRegistration.applicationStatus
  const applicant = await registerApplicant(request)
  await useOwnClientAddress(page)
  await page.goto('/student-registration/status')
  const form = page.getByRole('form', { name: m.heading })
  await form.getByRole('button', { name: m.usePassword }).click()
  await form.getByLabel(m.email).fill(applicant.email)
  await form.getByLabel(m.password).fill(applicant.password)
  await form.getByLabel(m.password).press('Enter')
  const result = page.getByRole('region', { name: m.resultHeading })
  await expect(result).toContainText(m.states.received)
  await decideApplication(request, applicant.id, 'review')
  await comeBackUntil(page, () => expect(result).toContainText(m.states.reviewing, { timeout: 1_000 }))
})
