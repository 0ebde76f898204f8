import { expect, test, type Page } from '@playwright/test'

import enForms from '../messages/en/forms.json' with { type: 'json' }
import enSite from '../messages/en/site.json' with { type: 'json' }
import koForms from '../messages/ko/forms.json' with { type: 'json' }
import koSite from '../messages/ko/site.json' with { type: 'json' }
import { phoneFor } from '../lib/format/contact'
import { expectNoSeriousViolations } from './support/accessibility'
import { LOCALES, unique, useOwnClientAddress } from './support/forms'
import { inOneLanguage } from './support/projects'

const MESSAGES = { ko: { forms: koForms, site: koSite }, en: { forms: enForms, site: enSite } }


type Messages = (typeof MESSAGES)['ko']

/** Fills and sends a contact form, then expects the success dialog, closes it and finds the fields empty. */
async function sendAndConfirm(page: Page, form: ReturnType<Page['locator']>, { forms, site }: Messages) {
  const name = form.getByLabel(forms.contact.name)
  const email = form.getByLabel(forms.contact.email)
  const message = form.getByLabel(forms.contact.message)
  await name.fill('홍길동')
  await email.fill(`visitor-${unique()}@example.com`)
  await message.fill('입학 상담을 받고 싶습니다. Please call me back.')
  await form.getByRole('checkbox', { name: forms.contact.consent.label }).check()
  await form.getByRole('button', { name: forms.contact.send }).click()
  const dialog = page.getByRole('dialog', { name: site.common.message.success })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(site.common.message.mail_message)
  await dialog.getByRole('button', { name: site.common.ok }).click()
  await expect(dialog).toBeHidden()
  for (const field of [name, email, message]) await expect(field).toHaveValue('')
  await expect(form.getByRole('checkbox', { name: forms.contact.consent.label })).not.toBeChecked()
}

for (const { lang, prefix } of LOCALES) {
  const messages = MESSAGES[lang]
  const { contact } = messages.forms
  const errors = messages.forms.contactApi.errors

  test(`contact page: address from the settings, a message sent, the fields cleared (${lang})`, async ({ page }) => {
    await useOwnClientAddress(page)
    const settings = (await (await page.request.get(`/api/settings?locale=${lang}`)).json()).data
    await page.goto(`${prefix}/contact-us`)
    await expect(page.getByRole('heading', { level: 1, name: contact.heading })).toBeVisible()
    const address = page.getByRole('region', { name: contact.addressHeading })
    // The phone as a reader there dials it: +82 on the English page.
    for (const value of [settings.street, settings.city, settings.postal_code, settings.email, phoneFor(settings.phone, lang)]) await expect(address).toContainText(value)
    await expect(address.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`)
    await expectNoSeriousViolations(page)
    await sendAndConfirm(page, page.getByRole('form', { name: contact.formHeading }), messages)
  })

  // The same behaviour in both languages: in Korean alone (inOneLanguage).
  if (inOneLanguage(lang)) {
    test(`contact page: server errors under the fields, captcha and rate-limit messages (${lang})`, async ({ page }) => {
      await useOwnClientAddress(page)
      await page.goto(`${prefix}/contact-us`)
      const form = page.getByRole('form', { name: contact.formHeading })
      const send = form.getByRole('button', { name: contact.send })
      await send.click()
      const name = form.getByLabel(contact.name)
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toHaveAccessibleDescription(errors.nameRequired)
      await expect(form.getByLabel(contact.email)).toHaveAccessibleDescription(errors.emailRequired)
      await expect(form.getByLabel(contact.message)).toHaveAccessibleDescription(errors.messageRequired)
      await expect(name).toBeFocused()
      await expectNoSeriousViolations(page)

      await name.fill('Visitor')
      await form.getByLabel(contact.email).fill('not-an-e-mail')
      await form.getByLabel(contact.message).fill('Hello')
      await send.click()
      await expect(form.getByLabel(contact.email)).toHaveAccessibleDescription(errors.emailInvalid)
      await expect(name).not.toHaveAttribute('aria-invalid')

      // The captcha is only checked with reCAPTCHA keys configured; the answers it and the rate limit give are played back here.
      await form.getByLabel(contact.email).fill('visitor@example.com')
      await page.route('**/api/contact/us**', (route) => route.fulfill({ status: 422, json: { message: 'invalid', errors: { recaptcha: [errors.recaptcha] } } }), { times: 1 })
      await send.click()
      await expect(form.getByRole('alert')).toHaveText(errors.recaptcha)
      await page.route('**/api/contact/us**', (route) => route.fulfill({ status: 429, json: { message: 'Too many messages.' } }), { times: 1 })
      await send.click()
      await expect(form.getByRole('alert')).toHaveText('Too many messages.')
      await expect(form.getByLabel(contact.message)).toHaveValue('Hello')
    })

    test(`FAQ: numbered questions open to their answers; the side form sends (${lang})`, async ({ page }) => {
      await useOwnClientAddress(page)
      const faqs = (await (await page.request.get(`/api/faqs?locale=${lang}`)).json()).data as { question: string }[]
      await page.goto(`${prefix}/faq`)
      await expect(page.getByRole('heading', { level: 1, name: messages.forms.faq.heading })).toBeVisible()
      const first = page.getByRole('button', { name: `1 ${faqs[0].question}` })
      await expect(first).toHaveAttribute('aria-expanded', 'false')
      await first.click()
      await expect(first).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByRole('region', { name: `1 ${faqs[0].question}` })).toBeVisible()
      await expect(page.getByRole('button', { name: new RegExp(`^${faqs.length} `) })).toBeVisible()
      await expectNoSeriousViolations(page)
      await sendAndConfirm(page, page.getByRole('form', { name: messages.forms.faq.askHeading }), messages)
    })
  }
}
