import { expect, test, type Page } from '@playwright/test'

import type { ListEnvelope, Popup } from '../lib/api/types'
import enHome from '../messages/en/home.json' with { type: 'json' }
import enRegistration from '../messages/en/registration.json' with { type: 'json' }
import koHome from '../messages/ko/home.json' with { type: 'json' }
import koRegistration from '../messages/ko/registration.json' with { type: 'json' }
import { LOCALES } from './support/forms'
import { ENGLISH_BROWSER } from './support/projects'

/**
 * How an applicant finds the application form: from the home page's call to apply and from the popup (that every page
 * of the admissions menu calls to apply is in their HTML: tests/contract/menus-and-pages.test.ts). The call to apply leads to the form while a window is open, as it is for the whole run but for the project that
 * closes it once the others are done (registration-closed.spec.ts).
 */

const TEXT = {
  ko: { ...koRegistration.registration, errors: koRegistration.registrationErrors, popup: koHome.home.popup },
  en: { ...enRegistration.registration, errors: enRegistration.registrationErrors, popup: enHome.home.popup },
}

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
    /** The home page, its popups closed. */
    async function openHomeCallingToApply(page: Page) {
      await page.goto(`${prefix}/`)
      await closePopups(page, lang)
      // Gone after a page load: tells a client-side navigation from a new page.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    }
    const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window)

    // On a Korean page the English browser gets the note that offers the English page, above the call to apply.
    test('one click from the home page leads to the application form, which checks what is sent without a page load', { tag: lang === 'ko' ? [ENGLISH_BROWSER] : [] }, async ({ page }) => {
      test.slow()
      await openHomeCallingToApply(page)
      const call = applyCall(page)
      await expect(call).toContainText(TEXT[lang].openUntil.split('{end}')[0].trim())
      // A visitor abroad reads the deadline in Korean time, named as such.
      if (lang === 'en') await expect(call).toContainText(/\d{2}:\d{2} KST \(UTC\+9\)/)
      await call.getByRole('link', { name: TEXT[lang].call.apply }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/student-registration$`))
      await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].heading })).toBeVisible()
      await page.getByLabel(TEXT[lang].fields.name_hangul).fill('홍길동')
      await page.getByRole('button', { name: TEXT[lang].submit }).click()
      await expect(page.getByLabel(TEXT[lang].fields.name_english)).toBeFocused()
      await expect(page.getByLabel(TEXT[lang].fields.name_english)).toHaveAccessibleDescription(TEXT[lang].errors.required)
      expect(await sameDocument(page)).toBe(true)
    })

    test("when the form's code cannot arrive, the call to apply still leads to the form, as a new page", async ({ page }) => {
      test.slow()
      // Only the form's own code fails (react-hook-form's option name is in it whatever the minifier does).
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        const response = await route.fetch()
        if ((await response.text()).includes('shouldUnregister')) await route.abort('internetdisconnected')
        else await route.fulfill({ response })
      })
      await openHomeCallingToApply(page)
      await applyCall(page).getByRole('link', { name: TEXT[lang].call.apply }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/student-registration$`))
      await expect(page.getByLabel(TEXT[lang].fields.name_hangul)).toBeVisible()
      expect(await sameDocument(page)).toBe(false)
      // Chunks the page still asks for are let go rather than fetched after the test.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
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
  })
}
