import { expect, test, type Page } from '@playwright/test'

import type { ListEnvelope, Menu, Popup } from '../lib/api/types'
import enHome from '../messages/en/home.json' with { type: 'json' }
import enRegistration from '../messages/en/registration.json' with { type: 'json' }
import koHome from '../messages/ko/home.json' with { type: 'json' }
import koRegistration from '../messages/ko/registration.json' with { type: 'json' }
import { LOCALES, withRegistrationWindow } from './support/forms'

/**
 * How an applicant finds the application form: from the home page, the admissions menu and pages, and the popup.
 * The call to apply leads to the form only while a window is open, so those tests hold the lock that keeps
 * another test from closing the window meanwhile.
 */

const TEXT = { ko: { ...koRegistration.registration, popup: koHome.home.popup }, en: { ...enRegistration.registration, popup: enHome.home.popup } }

const applyCall = (page: Page) => page.getByRole('region', { name: TEXT[page.url().includes('/en') ? 'en' : 'ko'].call.openTitle })

/** Popups open on every first visit; an applicant closes them like any visitor. */
async function closePopups(page: Page, lang: 'ko' | 'en') {
  const dialogs = page.getByRole('dialog', { name: TEXT[lang].popup.label })
  await expect(dialogs.first()).toBeVisible()
  for (const dialog of await dialogs.all()) await dialog.getByRole('button', { name: TEXT[lang].popup.close }).click()
  await expect(dialogs).toHaveCount(0)
}

for (const { lang, prefix } of LOCALES) {
  test.describe(`applying (${lang})`, () => {
    test('one click from the home page leads to the application form', async ({ page, request }) => {
      test.slow()
      await withRegistrationWindow(async () => {
        // Like the admission pages below, the home page follows a window change within a minute (README).
        const callsToApply = async () => (await (await request.get(`${prefix}/`)).text()).includes(`href="${prefix}/student-registration"`)
        await expect.poll(callsToApply, { timeout: 75_000, intervals: [500, 2_000, 5_000] }).toBe(true)
        await page.goto(`${prefix}/`)
        await closePopups(page, lang)
        const call = applyCall(page)
        await expect(call).toContainText(TEXT[lang].openUntil.split('{end}')[0].trim())
        await call.getByRole('link', { name: TEXT[lang].call.apply }).click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/student-registration$`))
        await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].heading })).toBeVisible()
      })
    })

    test('the admissions popup links to the form', async ({ page, request }) => {
      const popups = ((await (await request.get(`/api/popups?locale=${lang}`)).json()) as ListEnvelope<Popup>).data
      const withLink = popups.find((popup) => popup.link?.url === '/student-registration')
      expect(withLink, 'the demo admissions popup carries a link to the form').toBeDefined()
      await page.goto(`${prefix}/`)
      const dialog = page.getByRole('dialog', { name: TEXT[lang].popup.label }).filter({ hasText: withLink!.link!.label })
      await dialog.getByRole('link', { name: withLink!.link!.label }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/student-registration$`))
    })

    test('the admissions menu has the online application, and every admission page calls to apply', async ({ page, request }) => {
      test.slow()
      await withRegistrationWindow(async () => {
        const menus = ((await (await request.get(`/api/menus?locale=${lang}`)).json()) as ListEnvelope<Menu>).data
        const admissions = menus.find((menu) => menu.slug === 'admission-guide')!
        expect(admissions.sub_menus.map((sub) => sub.slug)).toContain('apply-online')
        // A page rendered while another test had the window closed may be served once more: the call follows a
        // window change within a minute (README), so each page is asked again until it does.
        for (const sub of admissions.sub_menus) {
          const callsToApply = async () => (await (await request.get(`${prefix}${sub.route}`)).text()).includes(`href="${prefix}/student-registration"`)
          await expect.poll(callsToApply, { message: sub.route, timeout: 75_000, intervals: [500, 2_000, 5_000] }).toBe(true)
        }
        await page.goto(`${prefix}/admission-guide/apply-online`)
        await applyCall(page).getByRole('link', { name: TEXT[lang].call.apply }).click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/student-registration$`))
      })
    })
  })
}
